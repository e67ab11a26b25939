import type ru from "../ru/language";
import type { Shape } from "../shape";

const language: Shape<typeof ru> = {
  label: "Language",
  ru: "Русский",
  en: "English",
  switch_to: "Change language",
};

export default language;
