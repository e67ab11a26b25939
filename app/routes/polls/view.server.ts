import type { Poll, PollView, TextPart } from "./types";
import { safeHref } from "~/domain/content/html.server";
import { answerKind } from "~/domain/polls/answers";
import { pollState } from "~/domain/polls/state";
import { linkify } from "~/domain/requests/create";

// A provider's poll as the form and the results draw it, for resident polls and open polls alike. Question
// texts are plain text whose links become anchors here, on the server, through the sanitiser's href rule:
// the browser gets text parts and checked hrefs, never HTML.

/** Links in a question's text as anchors with a safe href; anything the rule refuses stays text. */
export function textParts(text: string): TextPart[] {
  return linkify(text).map((part) => {
    const href = part.href ? safeHref(part.href) : null;
    return href ? { text: part.text, href } : { text: part.text };
  });
}

export function pollView(poll: Poll): PollView {
  return {
    id: poll.ID,
    name: poll.Name,
    state: pollState(poll),
    hideResults: poll.HideResults,
    questions: poll.Questions.map((q) => ({
      id: q.ID,
      kind: answerKind(q),
      parts: textParts(q.Text),
      done: q.IsCompleteByUser,
      options: q.Answers.map((a) => ({
        id: a.ID,
        text: a.Text,
        mine: a.IsUserAnswer,
        count: typeof a.Count === "number" ? a.Count : null,
        percent: typeof a.Percent === "number" ? a.Percent : null,
      })),
      own: q.Answers.find((a) => a.IsUserAnswer && a.Answer)?.Answer ?? null,
    })),
  };
}
