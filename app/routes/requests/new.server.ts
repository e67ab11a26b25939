// New request (§2.3, §4 creation, §5, §8): the data the form needs, and creation — the request, then the
// optional file, then RequestCreationCompleted. Shared by the page's action (without JS) and /requests/create
// (with JS, where the browser shows the upload's progress).
import { apiContext, currentUser, type Context } from "~/server/context.server";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { call } from "~/api/errors";
import { mapLoaded } from "~/api/loaded";
import { timeZoneOf } from "~/server/time-zone.server";
import type { Schemas } from "~/domain/types";
import { emergencyWorkViews } from "~/domain/dates/zone";
import { addressOptions, type RequestTypeNode } from "~/domain/requests/create";
import { message } from "~/domain/forms/message";
import { POLICY } from "~/domain/security/policy";
import { noticeFromFailure, type Notice } from "~/session/notice";
import { limiter, waitNotice } from "~/server/rate-limit.server";
import { uploadFile } from "./chat.server";
import { choiceSchema, newRequestSchema } from "./new.schema";
import { contentIsNamed } from "~/server/upload.server";

/** What the form needs: addresses, the type tree, the denied accounts, the emergency works (and failures). */
export async function newRequestData(context: Context, request: Request) {
  const api = context.get(apiContext);
  const [user, types, accounting, works] = await Promise.all([
    currentUser(context),
    call(() => api.GET("/Requests/RequestTypes")),
    call(() => api.GET("/Accounting/Info")),
    call(() => api.GET("/EmergencyWorks/List")),
  ]);
  // Ident → the denial message (null: the default text) for accounts with denyRequestCreation.
  const denied: Record<string, string | null> = {};
  if (accounting.ok) {
    for (const a of accounting.data.Data as Schemas["AccountInfo"][]) {
      if (a.denyRequestCreation) denied[a.Ident] = a.denyRequestCreationMessage ?? null;
    }
  }
  return {
    addresses: addressOptions(user.accounts),
    // Without the types no request can be made: the page shows why instead of an empty choice.
    types: mapLoaded(types, (t) => t.Data),
    denied,
    works: works.ok ? emergencyWorkViews(works.data, timeZoneOf(request)) : [],
  };
}

/** The rule's context from the form's data (the same on both sides: NewRequestForm builds it too). */
export function contextOf(data: {
  types: RequestTypeNode[];
  addresses: Array<{ ident: string }>;
  denied: Record<string, unknown>;
}) {
  return { types: data.types, idents: data.addresses.map((a) => a.ident), denied: Object.keys(data.denied) };
}

export type CreateOutcome =
  | { ok: true; id: number; notices: Notice[] }
  /**
   * Refused (the rule, the requests limit) or not done (the provider): the input kept, the reason in the form's
   * error summary (`result`) and any provider's own words as notices. `status`: the answer's HTTP status.
   */
  | { ok: false; result: SubmissionResult<string[]>; notices: Notice[]; status: 400 | 429 | 502 };

/** A choice without JS: the form comes back with the next level, nothing checked. */
export function chooseReply(formData: FormData): SubmissionResult<string[]> {
  return parseWithZod(formData, { schema: choiceSchema }).reply();
}

export async function createFromForm(context: Context, page: Request, formData: FormData): Promise<CreateOutcome> {
  const data = await newRequestData(context, page);
  if (!data.types.ok) {
    // The form was on the page, so its types were there a moment ago: the provider is failing now.
    const kept = parseWithZod(formData, { schema: choiceSchema });
    return {
      ok: false,
      result: kept.reply({ formErrors: [FAILED] }),
      notices: [noticeFromFailure(data.types.failure)],
      status: 502,
    };
  }
  const submission = parseWithZod(formData, {
    schema: newRequestSchema(contextOf({ ...data, types: data.types.data })),
  });
  if (submission.status !== "success") return { ok: false, result: submission.reply(), notices: [], status: 400 };
  const { file, ...request } = submission.value;
  if (!(await contentIsNamed(file)))
    return {
      ok: false,
      result: submission.reply({ fieldErrors: { file: ["request_new.file_type"] } }),
      notices: [],
      status: 400,
    };
  // Generous for people, tight for scripts (docs/decisions/0017); a request the provider did not make is taken back.
  const limits = limiter(context);
  const subject = limits.resident((await currentUser(context)).login);
  const ticket = await limits.take([{ subject, rules: POLICY.requestsPerResident, record: ["request"] }]);
  if (!ticket.decision.allowed) {
    // How long to wait, in the form's summary: the input stays as it was sent.
    const wait = waitNotice("request_new.too_many_requests", ticket.decision.retryAfter);
    return {
      ok: false,
      result: submission.reply({ formErrors: [message(wait.key!, wait.params)] }),
      notices: [],
      status: 429,
    };
  }
  const created = await call(() =>
    context.get(apiContext).POST("/Requests/New", { body: { ...request, waitComplete: true } }),
  );
  // §8: 'При создании заявки произошла ошибка' when no id comes back; the provider's own reason as a notice.
  const id = created.ok && "id" in created.data ? created.data.id : undefined;
  if (!id) {
    await ticket.refund();
    return {
      ok: false,
      result: submission.reply({ formErrors: [FAILED] }),
      notices: created.ok ? [] : [noticeFromFailure(created.failure)],
      status: 502,
    };
  }
  const notices: Notice[] = [];
  if (file) {
    const uploaded = await uploadFile(context, { kind: "own", id }, file);
    if (!uploaded.ok)
      notices.push({ kind: "error", key: "request_new.file_download_error" }, noticeFromFailure(uploaded.failure));
  }
  const completed = await call(() =>
    context.get(apiContext).POST("/Requests/RequestCreationCompleted", { body: { RequestId: id, Text: "" } }),
  );
  if (!completed.ok) notices.push(noticeFromFailure(completed.failure));
  notices.unshift({ kind: "success", key: "request_new.request_created" });
  return { ok: true, id, notices };
}

const FAILED = "request_new.error_while_creating_request";
