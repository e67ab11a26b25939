import { apiContext, refreshUser, sessionContext, settings, type Context } from "~/server/context.server";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { call, type ApiResult } from "~/api/errors";
import {
  addAccountOptions,
  type AddAccountOptions,
  type AddAccountRequest,
  type AddAccountValues,
} from "~/domain/accounts/add-account";
import { noticeFromFailure, type Notice } from "~/session/notice";
import { addAccountSchema, laxSchema, valuesOf } from "./add.schema";

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

async function premisesOf(context: Context, options: AddAccountOptions, houseId: string): Promise<string[]> {
  const id = Number(houseId);
  if (options.mode !== "AddressAndLastName" || !Number.isInteger(id) || id <= 0) return [];
  const result = await call(() => context.get(apiContext).GET("/Requests/HouseData", { params: { query: { id } } }));
  return result.ok ? result.data.map((p) => p.Number) : [];
}

/** The form's state after a post: its stage, conform's result, what was typed, the house's premises, the error. */
interface AddAccountState {
  stage: 1 | 2;
  result: SubmissionResult<string[]>;
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
  const premises = await premisesOf(context, options, String(formData.get("houseId") ?? ""));
  const intent = formData.get("intent");
  if (intent === "house" || intent === "back") {
    const submission = parseWithZod(formData, { schema: laxSchema });
    const values = valuesOf(submission.status === "success" ? submission.value : {});
    // A new house voids the premise chosen for the previous one.
    if (intent === "house" && !premises.includes(values.premiseNumber)) values.premiseNumber = "";
    return state({
      stage: 1,
      result: submission.reply({ hideFields: ["pinCode"] }),
      values: { ...values, pinCode: "" },
      premises,
      error: null,
    });
  }
  const stage = intent === "submit" ? 2 : 1;
  const submission = parseWithZod(formData, { schema: addAccountSchema(options, stage, premises.length > 0) });
  const typed = valuesOf(Object.fromEntries(formData));
  if (submission.status !== "success")
    return state({ stage, result: submission.reply(), values: typed, premises, error: null }, 400);
  if (stage === 1 && options.pin) {
    return state({ stage: 2, result: submission.reply({ resetForm: true }), values: typed, premises, error: null });
  }
  const error = await link(context, submission.value);
  if (error) {
    // §4: the stage goes back to 1; the PIN is asked again on the next try.
    return state(
      {
        stage: 1,
        result: submission.reply({ hideFields: ["pinCode"] }),
        values: { ...typed, pinCode: "" },
        premises,
        error,
      },
      422,
    );
  }
  throw redirect("/home");
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
  await refreshUser(context);
  context.get(sessionContext).flash({
    kind: "success",
    key: "accounts.connected",
    params: { ident: answer.Ident ?? (byIdent ? account.ident : "") },
  });
  return null;
}
