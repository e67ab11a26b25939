import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { input, jsOnly } from "styled-system/recipes";
import { Field } from "~/ui/Field";
import { control, type FieldMeta } from "~/ui/form";
import { AddAccountLink } from "../accounts/AddAccountLink";

export interface AccountChoice {
  ident: string;
  address: string;
}

/**
 * The order's personal account (§2.3 Cart: filterable, unique idents with their address). A plain select;
 * with JS a filter field above it narrows the options as the resident types (no widget library for that). The
 * filter is in the server's page too, hidden where scripts do not run (it would do nothing there).
 */
export function AccountSelect({ field, accounts }: { field: FieldMeta; accounts: AccountChoice[] }) {
  const { t } = useTranslation("shop");
  const [filter, setFilter] = useState("");
  const needle = filter.trim().toLowerCase();
  const shown = needle ? accounts.filter((a) => `${a.ident} ${a.address}`.toLowerCase().includes(needle)) : accounts;
  const filterId = `${field.id}-filter`;
  // An empty list to choose from says nothing: the resident is told why and offered the way on (issue 31).
  if (accounts.length === 0)
    return (
      <div className={css({ display: "grid", gap: "2", justifyItems: "start" })}>
        <p id={field.id}>{t("shop.no_accounts")}</p>
        <AddAccountLink />
      </div>
    );
  return (
    <div className={css({ display: "grid", gap: "2" })}>
      {accounts.length > 1 ? (
        <div className={jsOnly()}>
          <label htmlFor={filterId} className={css({ textStyle: "small" })}>
            {t("shop.filter_accounts")}
          </label>
          <input
            id={filterId}
            type="search"
            className={input()}
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
            autoComplete="off"
          />
        </div>
      ) : null}
      <Field field={field} label={t("shop.account")}>
        <select {...control(field)} className={input()}>
          <option value="">{t("shop.choose_account")}</option>
          {shown.map((a) => (
            <option key={a.ident} value={a.ident}>
              {t("shop.account_option", { ident: a.ident, address: a.address })}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
