// Server-side helpers of the payment screens: the accounting data, the settings and the deployment's flags.
import { apiContext, type Context } from "~/server/context.server";
import { allowSources } from "~/server/security-headers.server";
import type { MobileAppSettings, Schemas } from "~/domain/types";
import { call } from "~/api/errors";
import { DEFAULT_PAYMENT_SYSTEM, type PaymentSystemOption } from "~/domain/payment/systems";

export type AccountInfo = Schemas["AccountInfo"];

export async function accountingInfo(context: Context) {
  return call(() => context.get(apiContext).GET("/Accounting/Info"));
}

/** The settings the payment screens read (§3 config). */
export function paymentSettings(config: MobileAppSettings, env: Env) {
  return {
    highlightDebt: config.HighlightDebtInRed === true,
    updateWarning: config.isShowUpdateMonthAmountWarning === true,
    separatedFine: config.useSeparatedFinePayment === true,
    // §6 "some builds show only accounts whose Ident is all digits": a deployment flag.
    digitIdentsOnly: flag(env, "DIGIT_IDENTS_ONLY"),
  };
}

/** The regional build's three extra bill files (§2.3, §6): a configuration flag of the deployment. */
export function regionalFiles(env: Env): boolean {
  return flag(env, "REGIONAL_BILL_FILES");
}

/**
 * §9 "Default payment system: a particular bank's system", used when the provider offers one system or none.
 * A deployment names its bank's system; the reference provider's is sberbank.
 */
export function defaultPaymentSystem(env: Env): string {
  const name = (env.DEFAULT_PAYMENT_SYSTEM as string | undefined)?.trim();
  return name || DEFAULT_PAYMENT_SYSTEM;
}

type SystemsAnswer = { ok: true; data: unknown } | { ok: false };

/** GetPaymentSystemsList's answer as the form's options; a failure offers none (the default bank's then). */
export function systemsOf(answer: SystemsAnswer): PaymentSystemOption[] {
  if (!answer.ok || !Array.isArray(answer.data)) return [];
  return (answer.data as Schemas["PaymentSystem"][]).map((s) => ({ name: s.name, displayName: s.displayName }));
}

function flag(env: Env, name: "REGIONAL_BILL_FILES" | "DIGIT_IDENTS_ONLY"): boolean {
  return (env[name] as string) === "on";
}

/**
 * The pay forms post to the portal, whose answer redirects to the provider's payment page on another origin.
 * Without JS that is the form's own navigation, and browsers check a form's redirect targets against
 * form-action too, so the pages holding these forms allow https targets. (With JS the answer is data and the
 * script navigates, which form-action does not govern.)
 */
export function allowPayRedirect(context: Context): void {
  allowSources(context, "form-action", "https:");
}
