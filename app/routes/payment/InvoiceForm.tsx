import { href, type Fetcher, type FormProps } from "react-router";
import type { ComponentType, FormHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { toKopecks } from "~/domain/payment/amount";
import { invoiceForm } from "~/domain/payment/invoice-form";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { useForm, type Reply } from "~/ui/form";
import { WhenLoaded } from "~/ui/LoadFailed";
import { SubmitButton } from "~/ui/SubmitButton";
import { useNumbers } from "~/ui/useNumbers";
import type { Route } from "./+types/invoices";
import { RadioGroup } from "./Choices";

interface Props {
  /** The invoices page's loader data (the dialog fetches the same). */
  data: Route.ComponentProps["loaderData"];
  /** The invoices action's answer to this form's last post. */
  reply: Reply | undefined;
  /** React Router's Form on the page, a fetcher's Form in the dialog: the same markup posts either way. */
  FormComponent: ComponentType<FormProps & FormHTMLAttributes<HTMLFormElement>>;
  /** The dialog's fetcher: the answer comes back to the dialog. */
  fetcher?: Pick<Fetcher, "state">;
}

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

/**
 * The form itself: the only invoice is selected by itself (§4). §5 requires a chosen invoice and disables
 * nothing: every press posts, and the server says what is missing.
 */
function InvoiceChoice({ data, reply, FormComponent, fetcher, invoices }: Props & { invoices: Invoice[] }) {
  const { t } = useTranslation("payment");
  const { money } = useNumbers();
  const { systems } = data;
  const form = useForm({
    id: `invoice-payment-${data.account.id}`,
    reply,
    defaults: {
      invoiceUid: invoices.length === 1 ? invoices[0]!.InvoiceUid : "",
      paymentSystem: data.defaultSystem,
    },
    rule: invoiceForm,
    fetcher,
  });
  return (
    <FormComponent
      method="post"
      action={href("/payment/invoices/:accountId", { accountId: String(data.account.id) })}
      {...form.props}
      className={css({ display: "grid", gap: "4" })}
    >
      <ErrorSummary form={form} />
      <RadioGroup
        field={form.field("invoiceUid")}
        legend={t("payment.invoices")}
        options={invoices.map((inv) => ({
          value: inv.InvoiceUid,
          label: t("payment.invoice_debt", {
            name: inv.DisplayName,
            debt: money(toKopecks(inv.Debt)),
            fine: money(toKopecks(inv.DebtFine)),
          }),
        }))}
      />
      {systems.length > 1 ? (
        <RadioGroup
          field={form.field("paymentSystem")}
          legend={t("payment.payment_system")}
          options={systems.map((s) => ({ value: s.name, label: s.displayName }))}
        />
      ) : (
        <input type="hidden" name="paymentSystem" value={data.defaultSystem} />
      )}
      <SubmitButton form={form} busy={form.busy}>
        {form.busy ? t("payment.redirecting") : t("payment.go_to_payment")}
      </SubmitButton>
    </FormComponent>
  );
}
