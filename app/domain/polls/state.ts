// Spec §4 Poll: the state is derived from the questions, never sent by the provider.
export type PollState = "passed" | "partial" | "open";

export interface PollLike {
  Questions: ReadonlyArray<{ IsCompleteByUser: boolean }>;
}

/** Passed when every question is completed by the resident, partially passed when some are, otherwise open. */
export function pollState(poll: PollLike): PollState {
  const done = poll.Questions.filter((q) => q.IsCompleteByUser).length;
  // A poll without questions has nothing left to answer: it counts as passed, never as a form that cannot be sent.
  if (done === poll.Questions.length) return "passed";
  return done > 0 ? "partial" : "open";
}

const ORDER: Record<PollState, number> = { open: 0, partial: 1, passed: 2 };

/** Unpassed first (open, then partially passed, then passed); the provider's order (newest first) within each. */
export function byState<P extends PollLike>(polls: readonly P[]): P[] {
  return polls
    .map((poll, index) => ({ poll, index, rank: ORDER[pollState(poll)] }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((x) => x.poll);
}
