import { href } from "react-router";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ComponentType, FormHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import type { FormProps } from "react-router";
import { css } from "styled-system/css";
import { button, choice, field, fieldset } from "styled-system/recipes";
import { WhenLoaded } from "~/ui/LoadFailed";
import { messagesText } from "~/ui/messages";
import { invoiceSchema } from "./invoice.schema";
import type { Route } from "./+types/invoices";

interface Props {
  /** The invoices page's loader data (the dialog fetches the same). */
  data: Route.ComponentProps["loaderData"];
  lastResult: SubmissionResult<string[]> | undefined;
  /** React Router's Form on the page, a fetcher's Form in the dialog: the same markup posts either way. */
  FormComponent: ComponentType<FormProps & FormHTMLAttributes<HTMLFormElement>>;
  busy: boolean;
}

const choices = choice();
const group = fieldset();

/** Payment by invoice (§2.3 modal, §3 Invoice): the account's invoices, or why they could not be loaded. */
export function InvoiceForm(props: Props) {
  const { t } = useTranslation("payment");
  return (
    <WhenLoaded value={props.data.invoices}>
      {(invoices) =>
        invoices.length === 0 ? <p>{t("payment.no_invoices")}</p> : <InvoiceChoice {...props} invoices={invoices} />
      }
    </WhenLoaded>
  );
}

type Invoice = Extract<Props["data"]["invoices"], { ok: true }>["data"][number];

/** The form itself: the only invoice is selected by itself (§4). */
function InvoiceChoice({ data, lastResult, FormComponent, busy, invoices }: Props & { invoices: Invoice[] }) {
  const { t } = useTranslation("payment");
  const { systems } = data;
  const only = invoices.length === 1 ? invoices[0]!.InvoiceUid : "";
  const [form, fields] = useForm({
    id: `invoice-payment-${data.account.id}`,
    lastResult,
    defaultValue: { invoiceUid: only, paymentSystem: data.defaultSystem },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: invoiceSchema }),
  });
  const chosenInvoice = fields.invoiceUid.initialValue ?? only;
  const chosenSystem = fields.paymentSystem.initialValue ?? data.defaultSystem;
  return (
    <FormComponent
      method="post"
      action={href("/payment/invoices/:accountId", { accountId: String(data.account.id) })}
      {...getFormProps(form)}
      className={css({ display: "grid", gap: "4" })}
      aria-busy={busy || undefined}
    >
      <fieldset aria-describedby={fields.invoiceUid.errorId} className={group.root}>
        <legend className={group.legend}>{t("payment.invoices")}</legend>
        {invoices.map((inv) => (
          <label key={`${fields.invoiceUid.key}-${inv.InvoiceUid}`} className={choices.root}>
            <input
              type="radio"
              name={fields.invoiceUid.name}
              value={inv.InvoiceUid}
              defaultChecked={chosenInvoice === inv.InvoiceUid}
              className={choices.control}
            />
            {t("payment.invoice_debt", { name: inv.DisplayName, ...inv.shown })}
          </label>
        ))}
        <p id={fields.invoiceUid.errorId} className={field().error} aria-live="polite">
          {messagesText(t, fields.invoiceUid.errors)}
        </p>
      </fieldset>
      {systems.length > 1 ? (
        <fieldset className={group.root}>
          <legend className={group.legend}>{t("payment.payment_system")}</legend>
          {systems.map((s) => (
            <label key={`${fields.paymentSystem.key}-${s.name}`} className={choices.root}>
              <input
                type="radio"
                name={fields.paymentSystem.name}
                value={s.name}
                defaultChecked={chosenSystem === s.name}
                className={choices.control}
              />
              {s.displayName}
            </label>
          ))}
        </fieldset>
      ) : (
        <input type="hidden" name={fields.paymentSystem.name} value={chosenSystem} />
      )}
      <div>
        <button type="submit" className={button()} disabled={busy}>
          {busy ? t("payment.redirecting") : t("payment.go_to_payment")}
        </button>
      </div>
    </FormComponent>
  );
}
