// Server-side helpers of the payment screens: the accounting data, and file downloads streamed through the
// portal (the resident's token stays in the session, never in a URL).
import { apiContext, sessionContext, type Context } from "~/api/context.server";
import { redirect } from "react-router";
import type { MobileAppSettings, Schemas } from "~/api/types";
import { call, failureFromResponse } from "~/api/errors";
import { asciiFileName, attachmentHeader, fileNameFromDisposition } from "~/domain/payment/files";
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

type Fetched = { data?: unknown; error?: unknown; response: Response };

/**
 * Streams an upstream file to the browser under the name from its Content-Disposition (or `fallback`). On
 * any failure the resident goes back to `back` with the §8 message for this kind of file.
 */
export async function streamFile(
  context: Context,
  request: () => Promise<Fetched>,
  opts: { fallback: string; back: string; failKey: string },
): Promise<Response> {
  const fail = (why: string): never => {
    console.warn("download failed:", why);
    context.get(sessionContext).flash({ kind: "error", key: opts.failKey });
    throw redirect(opts.back);
  };
  let fetched: Fetched;
  try {
    fetched = await request();
  } catch (e) {
    if (e instanceof Response) throw e;
    return fail(String(e));
  }
  const { data, response } = fetched;
  const failure = failureFromResponse(response, null);
  if (failure || !(data instanceof ReadableStream)) return fail(failure ? `${failure.kind} ${failure.status ?? ""}` : "no body");
  const type = response.headers.get("content-type") ?? "application/octet-stream";
  // A JSON body on a 200 is an error answer, not a file.
  if (type.includes("json")) return fail("json instead of a file");
  const disposition = response.headers.get("content-disposition");
  const name = fileNameFromDisposition(disposition) ?? opts.fallback;
  const headers = new Headers({
    "content-type": type,
    "content-disposition": attachmentHeader(name, fileNameFromDisposition(disposition) ? asciiFileName(disposition) : null),
    "cache-control": "private, no-store",
  });
  const length = response.headers.get("content-length");
  if (length) headers.set("content-length", length);
  return new Response(data, { headers });
}

/**
 * The pay forms post to the portal, whose answer redirects to the provider's payment page on another
 * origin: a form's redirect target is checked against form-action, so these pages allow https targets.
 */
export const payPageHeaders = () => ({
  "Content-Security-Policy": "frame-ancestors 'none'; base-uri 'self'; form-action 'self' https:; object-src 'none'; frame-src 'none'",
});
