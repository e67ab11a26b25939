import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { ZonedText } from "~/domain/dates/zone";
import { rememberTimeZone } from "~/session/scripts-hint";

/** Shows a time from `emergencyTime`: as it is in the resident's zone, or followed by «МСК» when it is Moscow's. */
export function useZonedTime(): (value: ZonedText) => string {
  const { t } = useTranslation();
  // The next page that shows these times shows them in the browser's zone.
  useEffect(rememberTimeZone, []);
  return (value) => (value.moscow ? t("app.moscow_time", { time: value.text }) : value.text);
}
