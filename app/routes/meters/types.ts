import type { Route } from "./+types/meters";

/** One meter as the meters page's loader sends it: ready-made rows, no rules. */
export type MeterView = Extract<Route.ComponentProps["loaderData"]["meters"], { ok: true }>["data"][number];

/** The meters action's answer (a reading refused, or the abnormal-consumption question), for its meter. */
export type ReadingAnswer = NonNullable<Route.ComponentProps["actionData"]>;
