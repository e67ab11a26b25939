import { currentUser } from "~/server/context.server";
import { useTranslation } from "react-i18next";
import { Form, useSubmit, type ShouldRevalidateFunctionArgs } from "react-router";
import { css, cx } from "styled-system/css";
import { button, card, field, heading, input, noJsOnly, page } from "styled-system/recipes";
import { today } from "~/domain/dates/format";
import type { RouteHandle } from "~/i18n/namespaces";
import { screenGuard, translator } from "~/server/middleware.server";
import { WhenLoaded } from "~/ui/LoadFailed";
import { AddAccountLink } from "../accounts/AddAccountLink";
import type { Route } from "./+types/meters";
import { saveReading } from "./actions.server";
import { MeterList } from "./MeterList";
import { meterId, metersPage } from "./meters.server";

// The add-account prompt (no accounts yet) loads its own texts when it shows; most residents never see it.
export const handle: RouteHandle = { i18n: ["meters"], description: "meters.meta_description" };

export const middleware: Route.MiddlewareFunction[] = [screenGuard("Meters")];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const open = meterId(url.searchParams.get("open"));
  const [page, user] = await Promise.all([
    metersPage(context, url.searchParams.get("address"), open, today()),
    currentUser(context),
  ]);
  return {
    title: translator(context)("meters.title"),
    hasAccounts: user.accounts.length > 0,
    open,
    ...page,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  return saveReading(formData, context, today());
}

// The verification dialog shows its answer for 10 s; refreshing the page under it would take it away.
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formAction?.endsWith("/verify") ? false : defaultShouldRevalidate;
}

/** Meter readings (§2.3 Meters): the address filter, the meters' panels, the prompt without accounts. */
export default function Meters({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("meters");
  return (
    <div className={page()}>
      <h1 className={heading({ level: "page" })}>{t("meters.heading")}</h1>
      {!loaderData.hasAccounts ? (
        <section className={card()}>
          <p className={css({ mb: "3" })}>{t("meters.no_accounts")}</p>
          <AddAccountLink />
        </section>
      ) : (
        <>
          {loaderData.addresses.length > 1 ? (
            <AddressFilter addresses={loaderData.addresses} current={loaderData.address} />
          ) : null}
          <WhenLoaded value={loaderData.meters}>
            {(meters) =>
              meters.length === 0 ? (
                <p className={card()}>{t("meters.no_meters")}</p>
              ) : (
                <MeterList
                  meters={meters}
                  open={actionData?.meterId ?? loaderData.open}
                  address={loaderData.address}
                  action={actionData ?? null}
                />
              )
            }
          </WhenLoaded>
        </>
      )}
    </div>
  );
}

type Address = Route.ComponentProps["loaderData"]["addresses"][number];

/** A GET form: without JS after Show, with JS on change. "All addresses" is the select-all choice. */
function AddressFilter({ addresses, current }: { addresses: Address[]; current: string | null }) {
  const { t } = useTranslation("meters");
  const submit = useSubmit();
  return (
    <Form method="get" className={css({ display: "flex", gap: "3", alignItems: "flex-end", flexWrap: "wrap" })}>
      <div className={cx(field().root, css({ flex: "1", minW: "60" }))}>
        <label htmlFor="meters-address" className={field().label}>
          {t("meters.address")}
        </label>
        <select
          id="meters-address"
          name="address"
          defaultValue={current ?? ""}
          className={input()}
          onChange={(e) => submit(e.currentTarget.form)}
        >
          <option value="">{t("meters.all_addresses")}</option>
          {addresses.map((a) => (
            <option key={a.key} value={a.key}>
              {a.address}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={cx(button({ variant: "secondary" }), noJsOnly())}>
        {t("meters.show")}
      </button>
    </Form>
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";
