export default {
  label: "Язык",
  ru: "Русский",
  en: "English",
  switch_to: "Сменить язык",
};
