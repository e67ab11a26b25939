import { apiContext, currentUser, settings, type Context } from "~/server/context.server";
import { data, href } from "react-router";
import type { Temporal } from "temporal-polyfill";
import { call } from "~/api/errors";
import { withAddress } from "./with-address";
import { mapLoaded, type Loaded } from "~/api/loaded";
import { meterAddresses, selectedIdents, type MeterAddress } from "~/domain/meters/addresses";
import { monthlyConsumption, readingsOf } from "~/domain/meters/consumption";
import {
  canOrderVerification,
  currentReading,
  entryBlock,
  isExpired,
  isVerificationDue,
  previousValues,
  submitLabel,
  tariffCount,
  tariffNames,
  valuesOf,
  visibleMeters,
  type Meter,
} from "~/domain/meters/meter";
import { meterLabel, meterTitle } from "~/domain/meters/name";
import { READING_FIELDS } from "~/domain/meters/reading";
import { resourceKind } from "~/domain/meters/resource";
import type { MeterHistory, MeterView } from "./types";

// Loading the meters page: the provider's meters turned into what the screen shows (the rules applied here, so
// the browser gets their outcome, not the rules); the components word it in the resident's language.

/** The meters of the resident's visible accounts; one of them by id for the actions. */
export async function fetchMeters(context: Context): Promise<Loaded<Meter[]>> {
  const [result, user] = await Promise.all([
    call(() => context.get(apiContext).GET("/Meters/List")),
    currentUser(context),
  ]);
  const hidden = new Set(user.accounts.filter((a) => a.HideOnMetersPage).map((a) => a.Ident));
  return mapLoaded(result, (list) =>
    visibleMeters(list.Data, user.dontShowRetiredDevices ?? false).filter((m) => !hidden.has(m.Ident)),
  );
}

/**
 * One of the resident's meters, with the label confirmations and notices name it by (among all of them): null
 * when it is not theirs (or hidden); the failure when the list could not be loaded, which says nothing about
 * the meter (issue 15: it was answered 404).
 */
export async function findMeter(context: Context, id: number): Promise<Loaded<{ meter: Meter; label: string } | null>> {
  return mapLoaded(await fetchMeters(context), (list) => {
    const meter = list.find((m) => m.ID === id);
    return meter ? { meter, label: meterLabel(meter, list) } : null;
  });
}

export function meterId(raw: unknown): number | null {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * The loader of a meter's confirm page (delete a reading, order a verification): 404 for a meter not shown, the
 * provider's failure (the section's error page, with a retry) when the meters could not be loaded. `allowed`:
 * whether the step may be taken for this meter now (what `allow` says; yes without it).
 */
export async function meterConfirmPage(
  context: Context,
  rawId: unknown,
  request: Request,
  title: string,
  allow?: (meter: Meter) => Promise<boolean>,
) {
  const id = meterId(rawId);
  if (id === null) throw data(null, { status: 404 });
  const found = await findMeter(context, id);
  if (!found.ok) throw data({ failure: found.failure }, { status: 502 });
  if (!found.data) throw data(null, { status: 404 });
  return {
    title,
    id: found.data.meter.ID,
    label: found.data.label,
    address: new URL(request.url).searchParams.get("address"),
    allowed: allow ? await allow(found.data.meter) : true,
  };
}

/** §5: whether a verification may be ordered for this meter now (with the settings' verification service). */
export async function mayOrderVerification(context: Context, meter: Meter, today: Temporal.PlainDate) {
  const config = await settings(context);
  return canOrderVerification(meter, today, config.allowMeterVerificationRequest !== false);
}

/** The history part of a meter's panel, from the list's own readings (a year and the current period). */
export function historyOf(m: Meter): MeterHistory {
  const readings = readingsOf(m.Values, tariffCount(m));
  return { readings, months: monthlyConsumption(readings).slice(-12) };
}

/** One meter as the page shows it; `all` are the resident's meters, among which its label must be unique. */
export function toView(
  m: Meter,
  all: readonly Meter[],
  today: Temporal.PlainDate,
  serviceAvailable: boolean,
  withHistory: boolean,
  address: string | null,
): MeterView {
  const tariffs = tariffCount(m);
  const names = tariffNames(m);
  const current = currentReading(m);
  const badges = [
    m.IsDisabled ? "meters.badge_retired" : null,
    m.AutoValueGettingOnly ? "meters.badge_auto" : null,
    !m.IsDisabled && isExpired(m, today) ? "meters.badge_expired" : null,
    !m.IsDisabled && !isExpired(m, today) && isVerificationDue(m, today) ? "meters.badge_due" : null,
    m.ExistVerificationRequest ? "meters.badge_ordered" : null,
  ].filter((b): b is string => b !== null);
  return {
    id: m.ID,
    uniqueNum: m.UniqueNum,
    resource: m.Resource,
    resourceKind: resourceKind(m.Resource),
    title: meterTitle(m),
    label: meterLabel(m, all),
    name: m.Name,
    ident: m.Ident,
    factoryNumber: m.FactoryNumber,
    lastCheckup: m.LastCheckupDate ?? null,
    nextCheckup: m.NextCheckupDate ?? null,
    interval: m.RecheckInterval ?? null,
    tariffs: READING_FIELDS.slice(0, tariffs).map((field, i) => ({ field, name: names[i] ?? null })),
    previous: previousValues(m),
    badges,
    entry: entryBlock(m, today),
    submitKey: submitLabel(m),
    current: current ? valuesOf(current, tariffs) : null,
    canVerify: canOrderVerification(m, today, serviceAvailable),
    links: meterLinks(m.ID, address),
    history: withHistory ? historyOf(m) : null,
  };
}

function meterLinks(id: number, address: string | null): MeterView["links"] {
  const meterId = String(id);
  const q = new URLSearchParams();
  if (address) q.set("address", address);
  q.set("open", meterId);
  return {
    delete: withAddress(href("/meters/:meterId/delete", { meterId }), address),
    verify: withAddress(href("/meters/:meterId/verify", { meterId }), address),
    history: `${href("/meters")}?${q}#meter-${id}-history`,
  };
}

export interface MetersPage {
  addresses: MeterAddress[];
  address: string | null;
  meters: Loaded<MeterView[]>;
}

export async function metersPage(
  context: Context,
  address: string | null,
  open: number | null,
  today: Temporal.PlainDate,
): Promise<MetersPage> {
  const [list, config, user] = await Promise.all([fetchMeters(context), settings(context), currentUser(context)]);
  const addresses = meterAddresses(user.accounts);
  const idents = selectedIdents(addresses, address);
  const service = config.allowMeterVerificationRequest !== false;
  // Histories and charts are drawn from the list's own readings (no call per meter; the full history is the CSV
  // download), but only the open panel's is in the page: every table and chart of every meter made /meters a
  // large document slow to render (issue 15 item 9). A closed panel fetches its own when opened
  // (./history.ts), or links to the page with it open (?open=) without JS.
  const selected = addresses.some((a) => a.key === address) ? address : null;
  return {
    addresses,
    address: selected,
    meters: mapLoaded(list, (meters) =>
      meters.filter((m) => idents.has(m.Ident)).map((m) => toView(m, meters, today, service, m.ID === open, selected)),
    ),
  };
}
