import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect } from "react-router";
import { call } from "~/api/errors";
import { normalizePhone } from "~/domain/auth/phone";
import { apiContext, currentUser, sessionContext, type Context } from "~/server/context.server";
import { endEverySession } from "~/server/sessions.server";
import { noticeFromFailure } from "~/session/notice";
import { checkPassword } from "../auth/password.server";
import { CONFIRM_DELETE as form } from "./DeleteUser";
import { deleteUserSchema } from "./delete-user.schema";

const hideFields = ["password"];

/**
 * Deletes the resident's own user (§2.3) once the password is given again (issue 32 item 4), checked as a login
 * is and under the login's limits. The provider's fresh token does the deletion; every session of the resident
 * ends with it, on every device (decision 0026).
 */
export async function deleteUser(formData: FormData, context: Context) {
  const submission = parseWithZod(formData, { schema: deleteUserSchema });
  if (submission.status !== "success") {
    return data({ form, result: submission.reply({ hideFields }), notices: [] }, { status: 400 });
  }
  const user = await currentUser(context);
  const login = user.login ?? "";
  const checked = await checkPassword(context, normalizePhone(login) ?? login, submission.value.password);
  if (!checked.ok) {
    if (checked.kind === "wrong") {
      const result = submission.reply({ fieldErrors: { password: ["profile.delete_password_wrong"] }, hideFields });
      return data({ form, result, notices: [] }, { status: 400 });
    }
    const result = submission.reply({ hideFields });
    if (checked.kind === "wait") {
      const headers = { "Retry-After": String(checked.retryAfter) };
      return data({ form, result, notices: [checked.wait] }, { status: 429, headers });
    }
    return data({ form, result, notices: [checked.notice] }, { status: 502 });
  }
  const session = context.get(sessionContext);
  const who = session.mark?.who;
  // The request's client reads the session's token on each call: from here on it is the one just given.
  session.signIn(checked.acx);
  const result = await call(() => context.get(apiContext).POST("/User/DeleteMobileUser"));
  if (!result.ok) {
    return data(
      { form, result: submission.reply({ hideFields }), notices: [noticeFromFailure(result.failure)] },
      { status: 502 },
    );
  }
  // §4 Session: deleting one's own user makes the resident anonymous — here and on every other device.
  if (who) await endEverySession(context, who);
  session.signOut();
  session.flash({ kind: "success", key: "profile.user_deleted" });
  throw redirect(href("/login"));
}
