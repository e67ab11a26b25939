import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { card, heading, page } from "styled-system/recipes";
import type { RouteHandle } from "~/i18n/namespaces";
import { screenGuard, translator } from "~/server/middleware.server";
import type { Route } from "./+types/delete";
import { deleteReading } from "./actions.server";
import { DeleteReadingConfirm } from "./DeleteReadingConfirm";
import { currentReading } from "~/domain/meters/meter";
import { meterConfirmPage, meterId } from "./meters.server";

export const handle: RouteHandle = { i18n: ["meters"] };

export const middleware: Route.MiddlewareFunction[] = [screenGuard("Meters")];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // The page may be opened by hand: with no reading of this period the question would only fail after «Да».
  return meterConfirmPage(context, params.meterId, request, translator(context)("meters.delete_title"), (meter) =>
    Promise.resolve(currentReading(meter) !== null),
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const id = meterId(params.meterId);
  if (id === null) throw data(null, { status: 404 });
  return deleteReading(id, context, new URL(request.url).searchParams.get("address"));
}

/** The confirm step of deleting the current reading (§8): this page without JS, a dialog on /meters with JS. */
export default function DeleteReading({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("meters");
  return (
    <div className={page({ width: "form" })}>
      <h1 className={heading({ level: "page" })}>{t("meters.delete_title")}</h1>
      <section className={card({ stack: true })}>
        <DeleteReadingConfirm
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
