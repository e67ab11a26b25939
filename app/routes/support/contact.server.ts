import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect } from "react-router";
import { apiContext, currentUser, sessionContext, type Context } from "~/server/context.server";
import { call } from "~/api/errors";
import { POLICY } from "~/domain/security/policy";
import { osOf } from "~/domain/support/platform";
import { noticeFromFailure, type Notice } from "~/session/notice";
import { limiter, waitNotice } from "~/server/rate-limit.server";
import { contactSchema } from "./contact.schema";
import { safeRedirectPath } from "~/domain/auth/redirect";

export interface ContactAnswer {
  /** The server's answer to the form (a refusal's errors, the values kept). */
  result: SubmissionResult<string[]>;
  notices: Notice[];
  sent: boolean;
  wait: Notice | null;
}

/** When this build was made (§3 appVersion); "dev" where no build defined it (unit tests). */
const APP_VERSION = typeof __BUILD_TIME__ === "string" ? __BUILD_TIME__ : "dev";

/**
 * /Public/TechSupportAppeal (§7): the visible fields, plus what the portal knows — the resident's login,
 * accounts and address when signed in, the platform, the page and user agent, the build.
 */
export async function sendAppeal(context: Context, request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: contactSchema });
  const answer = (body: Omit<ContactAnswer, "result"> & { result?: SubmissionResult<string[]> }, status = 200) =>
    data<ContactAnswer>({ ...body, result: body.result ?? submission.reply() }, { status });
  if (submission.status !== "success") return answer({ notices: [], sent: false, wait: null }, 400);
  // Each appeal is a mail to the support mailbox: a few an hour per client (docs/decisions/0017).
  const limits = limiter(context);
  const ticket = await limits.take([{ subject: limits.client, rules: POLICY.appealsPerClient, record: ["appeal"] }]);
  if (!ticket.decision.allowed) {
    return answer(
      { notices: [], sent: false, wait: waitNotice("support.too_many_appeals", ticket.decision.retryAfter) },
      429,
    );
  }
  const { phone, mail, text, from } = submission.value;
  const user = context.get(sessionContext).token ? await currentUser(context).catch(() => null) : null;
  const ua = request.headers.get("User-Agent") ?? "";
  const same = safeRedirectPath(from, "");
  const page = same ? new URL(same, request.url).href : (request.headers.get("Referer") ?? "");
  const sent = await call(() =>
    context.get(apiContext).POST("/Public/TechSupportAppeal", {
      body: {
        login: user?.login ?? null,
        idents: user ? user.accounts.map((a) => a.Ident) : [],
        phone,
        mail,
        text,
        address: user?.accounts[0]?.Address ?? null,
        os: osOf(ua),
        info: `${page} ${ua}`.trim().slice(0, 1000),
        appVersion: APP_VERSION,
      },
    }),
  );
  if (!sent.ok) {
    await ticket.refund();
    return answer({ notices: [noticeFromFailure(sent.failure)], sent: false, wait: null }, 502);
  }
  // §8 Support contact: 'Обращение успешно отправлено', 6 s; the form starts empty. The page goes to itself
  // (post/redirect/get) with the notice flashed; the dialog gets it to show while it closes.
  const notice: Notice = { kind: "success", key: "support.contact_sent" };
  if (formData.get("dialog") !== "1") {
    context.get(sessionContext).flash(notice);
    const query = from ? `?${new URLSearchParams({ from })}` : "";
    throw redirect(`${href("/support/contact")}${query}`);
  }
  // A plain value (not data()): once() keeps it for a second post of the same form, which gets it again.
  return {
    notices: [notice],
    sent: true,
    wait: null,
    result: submission.reply({ resetForm: true }),
  } satisfies ContactAnswer;
}
