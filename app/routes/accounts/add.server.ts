import { apiContext, sessionContext, settings, type Context } from "~/server/context.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect } from "react-router";
import { call, type ApiResult } from "~/api/errors";
import { addAccountOptions, type AddAccountRequest, type AddAccountValues } from "~/domain/accounts/add-account";
import { noticeFromFailure, type Notice } from "~/session/notice";
import type { Reply } from "~/ui/form";
import { addAccountSchema, laxSchema } from "./add.schema";

const ok = <T>(value: T): ApiResult<T> => ({ ok: true, data: value });

/** The settings-driven options and the provider's prefixes (their count decides whether one is required). */
async function formOptions(context: Context) {
  const prefixes = await call(() => context.get(apiContext).GET("/User/AccountPrefixes"));
  const list = prefixes.ok ? prefixes.data : [];
  return {
    options: addAccountOptions(await settings(context), list.length),
    prefixes: list,
    failure: prefixes.ok ? null : prefixes.failure,
  };
}

/** Everything the add-account form shows before the resident types anything. */
export async function addAccountFormData(context: Context) {
  const { options, prefixes, failure } = await formOptions(context);
  const [bases, houses] = await Promise.all([
    options.clientBase ? call(() => context.get(apiContext).GET("/User/GetClientBases")) : ok([]),
    options.mode === "AddressAndLastName" ? call(() => context.get(apiContext).GET("/Requests/Houses")) : ok([]),
  ]);
  const notices: Notice[] = [];
  for (const r of [bases, houses]) if (!r.ok) notices.push(noticeFromFailure(r.failure));
  if (failure) notices.push(noticeFromFailure(failure));
  return {
    options,
    prefixes: prefixes.map((p) => ({ value: p.Prefix, label: p.Name ? `${p.Prefix} — ${p.Name}` : p.Prefix })),
    clientBases: bases.ok ? bases.data.map((b) => ({ value: String(b.ID), label: b.Name })) : [],
    houses: houses.ok ? houses.data.map((h) => ({ value: String(h.ID), label: h.Address })) : [],
    // Not `notices`: the form shows them itself, inline, on its page and in Home's dialog alike.
    formNotices: notices,
  };
}

/** The premises of a house (§7 HouseData), by the house id as posted; none for no house or a failed call. */
export async function premisesOf(context: Context, houseId: string): Promise<string[]> {
  const id = Number(houseId);
  if (!Number.isInteger(id) || id <= 0) return [];
  const result = await call(() => context.get(apiContext).GET("/Requests/HouseData", { params: { query: { id } } }));
  return result.ok ? result.data.map((p) => p.Number) : [];
}

/** The form's strings, empty for untouched fields (to show again, or to carry into the PIN stage). */
function valuesOf(value: Partial<Record<keyof AddAccountValues, unknown>>): AddAccountValues {
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  return {
    prefix: str(value.prefix),
    ident: str(value.ident),
    houseId: str(value.houseId),
    premiseNumber: str(value.premiseNumber),
    lastName: str(value.lastName),
    inn: str(value.inn),
    billAmount: str(value.billAmount),
    clientBaseID: str(value.clientBaseID),
    pinCode: str(value.pinCode),
  };
}

/**
 * The form after a post: its stage, the server's answer to that stage's form (null: nothing to say, the values
 * show as they are), what was typed (the PIN left out), the premises of the house posted, the provider's refusal.
 */
interface AddAccountState {
  stage: 1 | 2;
  result: Reply | null;
  values: AddAccountValues;
  premises: string[];
  error: Notice | null;
}

const state = (s: AddAccountState, status = 200) => data(s, { status });

/**
 * The add-account action (§4 Add account modal): "house" re-renders the premises of the chosen house,
 * "next" checks stage 1 and moves to the PIN stage (or sends at once), "submit" sends stage 2, "back" returns.
 * After a send the form is at stage 1 again, with the input kept when it failed.
 */
export async function addAccountAction(formData: FormData, context: Context) {
  const { options } = await formOptions(context);
  const house = String(formData.get("houseId") ?? "");
  const premises = options.mode === "AddressAndLastName" ? await premisesOf(context, house) : [];
  const intent = formData.get("intent");
  const typed = { ...valuesOf(Object.fromEntries(formData)), pinCode: "" };
  if (intent === "house" || intent === "back") {
    // Nothing is sent: the form again at stage 1, without messages (only a field over its limit is refused).
    const submission = parseWithZod(formData, { schema: laxSchema });
    // A new house voids the premise chosen for the previous one.
    if (intent === "house" && !premises.includes(typed.premiseNumber)) typed.premiseNumber = "";
    const refused = submission.status !== "success";
    const result = refused ? submission.reply({ hideFields: ["pinCode"] }) : null;
    return state({ stage: 1, result, values: typed, premises, error: null }, refused ? 400 : 200);
  }
  const stage = intent === "submit" ? 2 : 1;
  const submission = parseWithZod(formData, { schema: addAccountSchema(options, stage, premises.length > 0) });
  if (submission.status !== "success")
    return state(
      { stage, result: submission.reply({ hideFields: ["pinCode"] }), values: typed, premises, error: null },
      400,
    );
  if (stage === 1 && options.pin) return state({ stage: 2, result: null, values: typed, premises, error: null });
  const error = await link(context, submission.value);
  if (error) {
    // §4: the stage goes back to 1, the input kept; the PIN is asked again on the next try. The reason is the
    // provider's (a notice); the form's answer says the account was not connected, so it keeps what was typed.
    const result = submission.reply({ formErrors: ["accounts.not_connected"], hideFields: ["pinCode"] });
    return state({ stage: 1, result, values: typed, premises, error }, 422);
  }
  throw redirect(href("/home"));
}

/** Sends the form; on success stores a fresh token (if any) and user and flashes 'connected'; else the notice. */
async function link(context: Context, account: AddAccountRequest): Promise<Notice | null> {
  const byIdent = "ident" in account;
  const result = byIdent
    ? await call(() => context.get(apiContext).POST("/User/AddAccountByIdent", { body: account }))
    : await call(() => context.get(apiContext).POST("/User/AddAccountByAddress", { body: account }));
  // §8: not found names the account number (by number) or says the address matched nothing; a provider's own
  // text (wrong PIN, already linked…) is shown as it is.
  const notFound: Notice = byIdent
    ? { kind: "error", key: "accounts.not_found", params: { ident: account.ident } }
    : { kind: "error", key: "accounts.address_not_found" };
  if (!result.ok)
    return result.failure.status === 404 && !result.failure.text ? notFound : noticeFromFailure(result.failure);
  const answer = result.data as { isSucceed?: boolean; acx?: string; Ident?: string };
  if (answer.isSucceed === false) return notFound;
  // "Token possible" (§7): a returned token replaces the session's (§4 Session).
  if (answer.acx) context.get(sessionContext).signIn(answer.acx);
  context.get(sessionContext).flash({
    kind: "success",
    key: "accounts.connected",
    params: { ident: answer.Ident ?? (byIdent ? account.ident : "") },
  });
  return null;
}
