import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { input } from "styled-system/recipes";
import { Field } from "~/ui/legacy/Field";
import { useHydrated } from "~/ui/hooks";

export interface AccountChoice {
  ident: string;
  address: string;
}

/**
 * The order's personal account (§2.3 Cart: filterable, unique idents with their address). A plain select;
 * with JS a filter field above it narrows the options as the resident types (no widget library for that).
 */
export function AccountSelect({
  accounts,
  errors,
  initial,
}: {
  accounts: AccountChoice[];
  errors?: string[];
  initial?: string;
}) {
  const { t } = useTranslation("shop");
  const hydrated = useHydrated();
  const [filter, setFilter] = useState("");
  const needle = filter.trim().toLowerCase();
  const shown = needle ? accounts.filter((a) => `${a.ident} ${a.address}`.toLowerCase().includes(needle)) : accounts;
  return (
    <div className={css({ display: "grid", gap: "2" })}>
      {hydrated && accounts.length > 1 ? (
        <div>
          <label htmlFor="account-filter" className={css({ textStyle: "small" })}>
            {t("shop.filter_accounts")}
          </label>
          <input
            id="account-filter"
            type="search"
            className={input()}
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
            autoComplete="off"
          />
        </div>
      ) : null}
      <Field id="ident" label={t("shop.account")} errorId="ident-error" errors={errors}>
        <select
          id="ident"
          name="ident"
          className={input()}
          defaultValue={initial ?? ""}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby="ident-error"
        >
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
