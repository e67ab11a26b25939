import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { localeBackend } from "./i18n/backend";
import { DEFAULT_LANGUAGE, isLanguage } from "./i18n/config";
import { COMMON_NAMESPACES, I18N_OPTIONS, namespacesOf } from "./i18n/namespaces";

declare global {
  interface Window {
    __reactRouterRouteModules?: Record<string, { handle?: { i18n?: string[] } } | undefined>;
  }
}

// Only the page's language is downloaded; switching language reloads the page. The namespaces the matched
// routes declare in `handle.i18n` come with the common ones before hydration, so the first render needs no
// second round trip; anything a component asks for later is fetched by the backend when it is first used.
async function main() {
  const lang = document.documentElement.lang;
  const lng = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  const declared = Object.values(window.__reactRouterRouteModules ?? {}).flatMap((m) => m?.handle?.i18n ?? []);
  await i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({ ...I18N_OPTIONS, lng, ns: [...COMMON_NAMESPACES, ...namespacesOf(declared)] });
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
