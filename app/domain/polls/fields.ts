// The poll form's field names (§5 Poll answers), apart from the answer rules (./answers.ts): the form needs
// only these, and the rules load with the form's checks (decision 0019).

export const questionField = (questionId: number) => `q${questionId}`;
export const optionField = (questionId: number, answerId: number) => `q${questionId}_${answerId}`;
