import { useTranslation } from "react-i18next";
import { useNumbers } from "~/ui/useNumbers";
import type { MeterView } from "./types";

/**
 * How a meter's panel words its figures (§2.3, §9): the tariffs' names (the provider's, else "Тариф N") and the
 * figures in the language's number format.
 */
export function useMeterWords(m: Pick<MeterView, "tariffs">) {
  const { t } = useTranslation("meters");
  const { number } = useNumbers();
  const names = m.tariffs.map((tr, i) => tr.name ?? t("meters.tariff_n", { n: i + 1 }));
  const several = names.length > 1;
  /** "День: 12,5; Ночь: 3" with several tariffs (`sep` after the name, `join` between), "12,5" with one. */
  const perTariff = (figures: readonly (number | null)[], sep: string, join: string) =>
    figures.map((v, i) => (several ? `${names[i]}${sep}${number(v)}` : number(v))).join(join);
  return { t, number, names, several, perTariff };
}
