import { apiContext } from "~/server/context.server";
import type { RouterContextProvider } from "react-router";
import { call, MalformedAnswerError } from "~/api/errors";
import { mediaType } from "~/domain/security/request-shape";
import { safeRedirectPath } from "~/domain/auth/redirect";
import { translator } from "~/server/middleware.server";
import { noticeFromFailure } from "~/session/notice";

export type PersonalDataKind = "policy" | "agreement";

/**
 * §7 Public: the provider's personal-data texts for this portal's host, as plain text. They may contain `<`
 * and `&` (§5: escaped before display): they are rendered as React text, never as HTML.
 */
export async function loadPersonalData(
  kind: PersonalDataKind,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const url = new URL(request.url);
  const api = context.get(apiContext);
  const query = { host: url.hostname };
  const result = await call(async () => {
    const answer = await (kind === "policy"
      ? api.GET("/Public/WebPersonalDataPolicy", { params: { query }, parseAs: "text" })
      : api.GET("/Public/WebPersonalDataAgreement", { params: { query }, parseAs: "text" }));
    // Read as text, any body would do: only what the contract says the text is (text/plain) is shown as it
    // (issue 15: a malformed answer, JSON or an HTML error page, was shown as the policy).
    if (answer.response.ok && !isPlainText(answer.response.headers.get("Content-Type"))) {
      throw new MalformedAnswerError(`${kind}: ${answer.response.headers.get("Content-Type")}`);
    }
    return answer;
  });
  return {
    kind,
    title: translator(context)(`personal_data.${kind}_title`),
    text: result.ok ? String(result.data) : null,
    notice: result.ok ? null : noticeFromFailure(result.failure),
    // Where "Back" leads: the page on this site that linked here (registration passes itself), else the start.
    back: safeRedirectPath(url.searchParams.get("back"), "/"),
  };
}

const isPlainText = (contentType: string | null) => mediaType(contentType) === "text/plain";

export type PersonalDataText = Awaited<ReturnType<typeof loadPersonalData>>;
