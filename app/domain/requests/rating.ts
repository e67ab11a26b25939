// Spec §5/§9 and §6 styleOfEvaluation: a rating 1–5 with default 5; "stars" shows five stars, "star" one star
// per value, "smile" three faces worth 1, 3 and 5.
export type EvaluationStyle = "stars" | "star" | "smile";

export const DEFAULT_MARK = 5;

export function evaluationStyle(value: string | null | undefined): EvaluationStyle {
  return value === "star" || value === "smile" ? value : "stars";
}

export function markOptions(style: EvaluationStyle): number[] {
  return style === "smile" ? [1, 3, 5] : [1, 2, 3, 4, 5];
}

/** A posted mark, or the default when absent; null when it is not one the style offers. */
export function parseMark(value: unknown, style: EvaluationStyle): number | null {
  if (value === null || value === undefined || value === "") return DEFAULT_MARK;
  const n = Number(value);
  return markOptions(style).includes(n) ? n : null;
}
