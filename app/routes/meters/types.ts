import type { MonthUse, Reading } from "~/domain/meters/consumption";
import type { EntryBlock } from "~/domain/meters/meter";
import type { ReadingField } from "~/domain/meters/reading";
import type { ResourceKind } from "~/domain/meters/resource";
import type { Notice } from "~/session/notice";
import type { Reply } from "~/ui/form";

// The meters area's data as loaders and actions hand it to the components, which word it (the resident's
// language, its number format). Here, not derived from the route modules, so that no module of the area
// imports its route back (type-only cycles count too).

/** A meter's readings by period and its consumption over the last twelve months (the chart). */
export interface MeterHistory {
  readings: Reading[];
  months: MonthUse[];
}

/** One meter as the meters page's loader sends it: its data, no rules and no words. */
export interface MeterView {
  id: number;
  uniqueNum: string;
  resource: string;
  resourceKind: ResourceKind | null;
  title: string;
  /** The name confirmations and notices use: title, resource and, when still ambiguous, the factory number. */
  label: string;
  name: string;
  ident: string;
  factoryNumber: string;
  /** DD.MM.YYYY as the provider sends them (§9), shown as they are; null: not set. */
  lastCheckup: string | null;
  nextCheckup: string | null;
  /** The verification interval, in years. */
  interval: number | null;
  /** One per tariff: the reading field's name in the save payload, and the tariff's name where there is one. */
  tariffs: { field: ReadingField; name: string | null }[];
  /** The previous reading per tariff: the floor of a new one (the reading rule) and the fields' hints. */
  previous: number[];
  /** i18n keys of the header's badges. */
  badges: string[];
  entry: EntryBlock | null;
  submitKey: string;
  /** This month's reading per tariff, when one was sent. */
  current: (number | null)[] | null;
  canVerify: boolean;
  /** The confirm pages and the history's page (this panel open), the address filter kept: ready for the links. */
  links: { delete: string; verify: string; history: string };
  /** Only for the panel that starts open (`?open=`, after a post): the others fetch theirs when opened. */
  history: MeterHistory | null;
}

/** The meters action's answer (a reading refused, or the abnormal-consumption question), for its meter. */
export interface ReadingAnswer {
  meterId: number | null;
  result: Reply | null;
  /** The indexes of the tariffs whose consumption is abnormal (the page names them). */
  abnormal: { tariffs: number[] } | null;
  history: MeterHistory | null;
  notices: Notice[];
}

/** The verification dialog's answer (§8 Meter verification): the notice it shows; `ok` when a request was made. */
export interface VerifyAnswer {
  ok: boolean;
  notices: Notice[];
}
