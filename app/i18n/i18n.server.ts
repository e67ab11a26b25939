import { createCookie } from "react-router";
import { initReactI18next } from "react-i18next";
import { createI18nextMiddleware } from "remix-i18next";
import en from "./locales/en";
import ru from "./locales/ru";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./config";
import { I18N_OPTIONS, NAMESPACES } from "./namespaces";

// The language lives in its own long-lived cookie (not the session) so it survives logout, as the spec's
// "stored locally" language does. Not signed: it holds no secret and is validated against LANGUAGES.
export const languageCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

// The server holds every namespace of both languages; the browser fetches them one by one (backend.ts).
export const resources = { ru, en };

// Cookie only: ru stays the default whatever the browser's Accept-Language says (§1).
export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    cookie: languageCookie,
    order: ["cookie"],
  },
  i18next: { ...I18N_OPTIONS, resources, ns: [...NAMESPACES] },
  plugins: [initReactI18next],
});
