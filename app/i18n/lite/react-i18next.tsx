import type { ReactNode } from "react";
import i18next, { type TFunction } from "./i18next";

// The browser's react-i18next (issue 15 item 8), over the stand-in i18next beside it: the client build resolves
// `react-i18next` here (vite.config.ts). Only what the portal uses: useTranslation with one or more namespaces
// (suspending while one loads, as react-i18next does with useSuspense), the provider and the init plugin.

export const initReactI18next = { type: "3rdParty", init() {} };

export function I18nextProvider({ children }: { i18n?: unknown; children?: ReactNode }) {
  return <>{children}</>;
}

export function useTranslation(ns?: string | readonly string[]): {
  t: TFunction;
  i18n: typeof i18next;
  ready: boolean;
} {
  const list = ns === undefined ? [i18next.options.defaultNS] : typeof ns === "string" ? [ns] : ns;
  const missing = list.filter((n) => !i18next.hasLoadedNamespace(n));
  if (missing.length) throw i18next.loadNamespaces(missing);
  return { t: i18next.getFixedT(null, list[0] ?? null), i18n: i18next, ready: true };
}
