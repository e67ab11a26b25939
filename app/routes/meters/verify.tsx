import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { card, heading, page } from "styled-system/recipes";
import { today } from "~/domain/dates/format";
import type { RouteHandle } from "~/i18n/namespaces";
import { sessionContext, settings } from "~/server/context.server";
import { screenGuard, translator } from "~/server/middleware.server";
import type { Route } from "./+types/verify";
import { orderVerification } from "./actions.server";
import { mayOrderVerification, meterConfirmPage, meterId } from "./meters.server";
import { VerifyConfirm } from "./VerifyConfirm";
import { meterPath } from "./with-address";

export const handle: RouteHandle = { i18n: ["meters"] };

export const middleware: Route.MiddlewareFunction[] = [screenGuard("Meters")];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // The settings (the verification service) asked for with the meters, not after them.
  const [confirm] = await Promise.all([
    meterConfirmPage(context, params.meterId, request, translator(context)("meters.verify_title"), (meter) =>
      mayOrderVerification(context, meter, today()),
    ),
    settings(context),
  ]);
  return confirm;
}

/**
 * §8 Meter verification. The dialog (JS) posts with `stay` and shows the answer itself, closing after 10 s;
 * the confirm page (no JS) goes back to the meter with the answer as a notice.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const id = meterId(params.meterId);
  if (id === null) throw data(null, { status: 404 });
  const form = await request.formData();
  const answer = await orderVerification(id, context, today());
  if (form.get("stay") === "1") return answer;
  for (const notice of answer.notices) context.get(sessionContext).flash(notice);
  const address = form.get("address");
  throw redirect(meterPath(id, typeof address === "string" ? address : null));
}

export default function Verify({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("meters");
  return (
    <div className={page({ width: "form" })}>
      <h1 className={heading({ level: "page" })}>{t("meters.verify_title")}</h1>
      <section className={card({ stack: true })}>
        <VerifyConfirm
          id={loaderData.id}
          address={loaderData.address}
          meter={loaderData.label}
          allowed={loaderData.allowed}
        />
      </section>
    </div>
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";
