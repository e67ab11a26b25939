import { apiContext } from "~/api/context.server";
import type { RouterContextProvider } from "react-router";
import { call } from "~/api/errors";
import { safeRedirectPath } from "~/domain/auth/redirect";
import {translator } from "~/session/middleware.server";
import { noticeFromFailure } from "~/session/notice";

export type PersonalDataKind = "policy" | "agreement";

/**
 * §7 Public: the provider's personal-data texts for this portal's host, as plain text. They may contain `<`
 * and `&` (§5: escaped before display): they are rendered as React text, never as HTML.
 */
export async function loadPersonalData(kind: PersonalDataKind, request: Request, context: Readonly<RouterContextProvider>) {
  const url = new URL(request.url);
  const api = context.get(apiContext);
  const query = { host: url.hostname };
  const result = await call(() =>
    kind === "policy"
      ? api.GET("/Public/WebPersonalDataPolicy", { params: { query }, parseAs: "text" })
      : api.GET("/Public/WebPersonalDataAgreement", { params: { query }, parseAs: "text" }),
  );
  return {
    kind,
    title: translator(context)(`personal_data.${kind}_title`),
    text: result.ok ? String(result.data) : null,
    notice: result.ok ? null : noticeFromFailure(result.failure),
    // Where "Back" leads: the page on this site that linked here (registration passes itself), else the start.
    back: safeRedirectPath(url.searchParams.get("back"), "/"),
  };
}

export type PersonalDataText = Awaited<ReturnType<typeof loadPersonalData>>;
