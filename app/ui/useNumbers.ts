import { useTranslation } from "react-i18next";
import { formatMoney, formatNumber } from "~/domain/numbers/format";

/** Money and figures in the interface language's one format (app/domain/numbers/format.ts). */
export function useNumbers() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return {
    money: (kopecks: number) => formatMoney(kopecks, lang),
    number: (value: number | string | null | undefined) => formatNumber(value, lang),
  };
}
