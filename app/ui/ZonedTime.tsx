import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { ZonedText } from "~/domain/dates/zone";
import { rememberTimeZone } from "~/session/scripts-hint";

/** Shows a time from `emergencyTime`: Moscow's, marked «МСК», and the resident's own in brackets when it differs. */
export function useZonedTime(): (value: ZonedText) => string {
  const { t } = useTranslation();
  // The next page that shows these times adds them in the browser's zone.
  useEffect(rememberTimeZone, []);
  return (value) => {
    const moscow = t("app.moscow_time", { time: value.text });
    return value.local ? `${moscow} ${t("app.local_time", { time: value.local })}` : moscow;
  };
}
