import type { Schemas } from "~/domain/types";
import type { AnswerKind } from "~/domain/polls/answers";
import type { PollState } from "~/domain/polls/state";

// What the polls pages get from their loaders (app/routes/polls/view.server.ts builds it).

export type Poll = Schemas["Poll"];

export interface TextPart {
  text: string;
  href?: string;
}

export interface OptionView {
  id: number;
  text: string;
  mine: boolean;
  count: number | null;
  percent: number | null;
}

export interface QuestionView {
  id: number;
  kind: AnswerKind;
  parts: TextPart[];
  done: boolean;
  options: OptionView[];
  /** The resident's own text (open questions). */
  own: string | null;
}

export interface PollView {
  id: number;
  name: string;
  state: PollState;
  hideResults: boolean;
  questions: QuestionView[];
}

export interface ListItem {
  id: number;
  name: string;
  state: PollState;
}
