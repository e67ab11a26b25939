import { useTranslation } from "react-i18next";
import { Form, href } from "react-router";
import { css, cx } from "styled-system/css";
import { button, field, input } from "styled-system/recipes";

export interface Filter {
  selected: string | null;
  options: { ident: string; address: string }[];
}

/** Narrows the history or bills tab to one account: a GET form, so it works without JS. */
export function AccountFilter({ tab, filter }: { tab: "history" | "bills"; filter: Filter }) {
  const { t } = useTranslation("payment");
  const id = `${tab}-account`;
  return (
    <Form
      method="get"
      action={href("/payment")}
      className={css({ display: "flex", gap: "3", alignItems: "end", flexWrap: "wrap" })}
    >
      <input type="hidden" name="tab" value={tab} />
      <div className={cx(field().root, css({ minW: "xs" }))}>
        <label htmlFor={id} className={field().label}>
          {t("payment.filter_account")}
        </label>
        <select id={id} name="account" defaultValue={filter.selected ?? ""} className={input()}>
          <option value="">{t("payment.all_accounts")}</option>
          {filter.options.map((o) => (
            <option key={o.ident} value={o.ident}>
              {o.ident}, {o.address}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={button({ variant: "secondary" })}>
        {t("payment.show")}
      </button>
    </Form>
  );
}
