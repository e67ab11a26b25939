import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_LANGUAGE, isLanguage } from "./i18n/config";

// Only the page's language is downloaded (each locale is its own chunk); switching language reloads the page.
async function main() {
  const lang = document.documentElement.lang;
  const lng = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  const translation = (lng === "en" ? await import("./i18n/locales/en") : await import("./i18n/locales/ru")).default;
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    resources: { [lng]: { translation } },
    interpolation: { escapeValue: false },
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

main().catch((error) => console.error(error));
