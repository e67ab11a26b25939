// New request (§2.3, §4 creation, §5, §8): the data the form needs, and creation — the request, then the
// optional file, then RequestCreationCompleted. Shared by the page's action (without JS) and /requests/create
// (with JS, where the browser shows the upload's progress).
import { call } from "~/api/errors";
import type { Schemas } from "~/api/types";
import { addressOptions, createProblems, payloadIds, resolveChoice, type Choice, type RequestTypeNode } from "~/domain/requests/create";
import type { RequestServices } from "~/session/session.server";
import { noticeFromFailure, type Notice } from "~/session/notice";
import { fileError, postedFile, uploadFile } from "./chat.server";

export interface NewRequestData {
  addresses: ReturnType<typeof addressOptions>;
  types: RequestTypeNode[];
  /** Ident → the denial message (null: the default text) for accounts with denyRequestCreation. */
  denied: Record<string, string | null>;
  works: Array<{ Idents: string[]; DateStart: string; DateEnd: string; Description: string }>;
  notices: Notice[];
}

export async function newRequestData(svc: RequestServices): Promise<NewRequestData> {
  const api = svc.api();
  const [user, types, accounting, works] = await Promise.all([
    call(() => api.GET("/User/Info")),
    call(() => api.GET("/Requests/RequestTypes")),
    call(() => api.GET("/Accounting/Info")),
    call(() => api.GET("/EmergencyWorks/List")),
  ]);
  if (user.ok) svc.updateUser(user.data);
  const denied: Record<string, string | null> = {};
  if (accounting.ok) {
    for (const a of accounting.data.Data as Schemas["AccountInfo"][]) {
      if (a.denyRequestCreation) denied[a.Ident] = a.denyRequestCreationMessage ?? null;
    }
  }
  return {
    addresses: addressOptions(svc.user?.accounts ?? []),
    types: types.ok ? types.data.Data : [],
    denied,
    works: works.ok ? works.data.map((w) => ({ Idents: w.Idents ?? [], DateStart: w.DateStart, DateEnd: w.DateEnd, Description: w.Description })) : [],
    notices: [user, types].flatMap((r) => (r.ok ? [] : [noticeFromFailure(r.failure)])),
  };
}

const idOf = (v: FormDataEntryValue | null) => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : null);

export interface NewRequestValues extends Choice {
  text: string;
}

export function valuesOf(formData: FormData): NewRequestValues {
  return {
    ident: typeof formData.get("ident") === "string" ? String(formData.get("ident")) : "",
    typeID: idOf(formData.get("typeID")),
    subTypeID: idOf(formData.get("subTypeID")),
    detailSubTypeID: idOf(formData.get("detailSubTypeID")),
    text: String(formData.get("text") ?? ""),
  };
}

export type CreateOutcome =
  | { ok: true; id: number; notices: Notice[] }
  | { ok: false; errors: Record<string, string>; notices: Notice[]; values: NewRequestValues };

const FIELD_ERRORS = {
  address: ["ident", "requests.address_required"],
  denied: ["ident", "requests.creation_denied"],
  type: ["typeID", "requests.type_required"],
  subtype: ["subTypeID", "requests.subtype_required"],
  detail: ["detailSubTypeID", "requests.detail_required"],
  text: ["text", "requests.text_required"],
} as const;

export async function createFromForm(svc: RequestServices, formData: FormData): Promise<CreateOutcome> {
  const values = valuesOf(formData);
  const data = await newRequestData(svc);
  const problems = createProblems(data.types, {
    ...values,
    allowedIdents: new Set(data.addresses.map((a) => a.ident)),
    deniedIdents: new Set(Object.keys(data.denied)),
  });
  const errors: Record<string, string> = Object.fromEntries(problems.map((p) => FIELD_ERRORS[p]));
  const file = postedFile(formData.get("file"));
  const badFile = file ? fileError(file) : null;
  if (badFile) errors.file = badFile;
  if (Object.keys(errors).length > 0) {
    return { ok: false, errors, values, notices: badFile ? [{ kind: "error", key: badFile }] : [] };
  }
  const resolved = resolveChoice(data.types, values);
  const message = [resolved.type, resolved.subtype, resolved.detail].map((n) => n?.MessageForUser).filter(Boolean).join("\n");
  const ids = payloadIds(data.types, values);
  const created = await call(() =>
    svc.api().POST("/Requests/New", {
      body: { ident: values.ident!.trim(), ...ids, typeID: ids.typeID!, text: values.text.trim(), messageForUser: message || null, waitComplete: true },
    }),
  );
  // §8: 'При создании заявки произошла ошибка' when no id comes back; the provider's own reason as well.
  const failed: Notice = { kind: "error", key: "requests.error_while_creating_request" };
  if (!created.ok) return { ok: false, errors: {}, values, notices: [failed, noticeFromFailure(created.failure)] };
  const id = "id" in created.data ? created.data.id : undefined;
  if (!id) return { ok: false, errors: {}, values, notices: [failed] };
  const notices: Notice[] = [];
  if (file) {
    const uploaded = await uploadFile(svc, { kind: "own", id }, file);
    if (!uploaded.ok) notices.push({ kind: "error", key: "requests.file_download_error" }, noticeFromFailure(uploaded.failure));
  }
  const completed = await call(() => svc.api().POST("/Requests/RequestCreationCompleted", { body: { RequestId: id, Text: "" } }));
  if (!completed.ok) notices.push(noticeFromFailure(completed.failure));
  notices.unshift({ kind: "success", key: "requests.request_created" });
  return { ok: true, id, notices };
}
