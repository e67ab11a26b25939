import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { callout, link } from "styled-system/recipes";
import type { ApiFailure } from "~/api/errors";
import type { Loaded } from "~/api/loaded";
import { namespacesOf } from "~/i18n/namespaces";

/**
 * A part of a page the provider did not answer for: what went wrong (§8: the provider's text or the mapped
 * message) and a way to ask again. Never an empty state: "no accounts" after a failed load reads as data gone.
 * `title`: its heading, where §8 names one (a chat's messages).
 */
export function LoadFailed({
  failure,
  title = "errors.load_failed",
}: {
  failure: Partial<Pick<ApiFailure, "text" | "key" | "params">>;
  title?: "errors.load_failed" | "errors.messages_load_failed";
}) {
  const { t } = useTranslation(namespacesOf([failure.key]));
  const { pathname, search } = useLocation();
  return (
    <div role="alert" className={callout({ kind: "error", variant: "raised" }).root}>
      <p className={callout().title}>{t(title)}</p>
      <p>{failure.text ?? t(failure.key ?? "errors.generic", failure.params)}</p>
      <p>
        {/* A plain link: the page is asked for again from the server, with or without JS. */}
        <a href={pathname + search} className={link()}>
          {t("errors.retry")}
        </a>
      </p>
    </div>
  );
}

/** Renders `children` with the data, or the failure: a screen cannot show a list it does not have. */
export function WhenLoaded<T>({ value, children }: { value: Loaded<T>; children: (data: T) => ReactNode }) {
  return value.ok ? children(value.data) : <LoadFailed failure={value.failure} />;
}
