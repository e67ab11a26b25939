import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo, useRef, type ComponentType, type FormHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import type { FormProps } from "react-router";
import { css } from "styled-system/css";
import { button, buttonGroup, text } from "styled-system/recipes";
import type { AddAccountValues } from "~/domain/accounts/add-account";
import { Notices } from "~/ui/Notices";
import { SelectField } from "~/ui/legacy/SelectField";
import { TextField } from "~/ui/legacy/TextField";
import { useHydrated } from "~/ui/hooks";
import { useSubmitRule } from "~/ui/useSubmitRule";
import type { Route } from "./+types/add";
import { addAccountSchema, laxSchema, type AddAccountFields } from "./add.schema";
import { OnceField } from "~/ui/OnceField";

export interface AddAccountFormProps {
  /** The add page's loader data (the dialog fetches the same). */
  data: Route.ComponentProps["loaderData"];
  /** The add action's answer: the stage, the form's result, what was typed, the premises, the error. */
  state: Route.ComponentProps["actionData"];
  /** React Router's Form on the page, a fetcher's Form in the dialog: the same markup posts either way. */
  FormComponent: ComponentType<FormProps & FormHTMLAttributes<HTMLFormElement>>;
  busy: boolean;
}

const ACTION = "/accounts/add";

/** The add-account form (§2.3 modal, §4 stages): the page without JS, the dialog's content with JS. */
export function AddAccountForm(props: AddAccountFormProps) {
  const stage = props.state?.stage ?? 1;
  const alerts = [...props.data.formNotices, ...(props.state?.error ? [props.state.error] : [])];
  return (
    <div className={css({ display: "grid", gap: "4" })}>
      <Notices inline notices={alerts} />
      {stage === 2 ? <PinStage {...props} /> : <IdentifyStage {...props} />}
    </div>
  );
}

function IdentifyStage({ data, state, FormComponent, busy }: AddAccountFormProps) {
  const { t } = useTranslation("accounts");
  const hydrated = useHydrated();
  const { options } = data;
  const premises = state?.premises ?? [];
  const houseButton = useRef<HTMLButtonElement>(null);
  // Two schemas (a house choice checks nothing): their values differ, and neither is read here.
  const schema = useMemo(() => addAccountSchema(options, 1, premises.length > 0), [options, premises.length]);
  const [form, formFields] = useForm<AddAccountFields, unknown>({
    id: "add-account-1",
    lastResult: state?.stage === 1 ? state.result : undefined,
    defaultValue: state?.values,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // Choosing a house only asks the server for its premises: nothing is checked yet.
    onValidate: ({ formData }) =>
      formData.get("intent") === "house"
        ? parseWithZod(formData, { schema: laxSchema })
        : parseWithZod(formData, { schema }),
  });
  // §5: with JS, Next stays disabled until stage 1 is complete, what is missing said at its field.
  const rule = useSubmitRule(form, formFields, schema);
  const { fields } = rule;
  const blocked = busy || rule.blocked;
  const byAddress = options.mode === "AddressAndLastName";
  return (
    <FormComponent method="post" action={ACTION} {...getFormProps(form)} className={css({ display: "grid", gap: "3" })}>
      <OnceField />
      {byAddress ? (
        <>
          <SelectField
            field={fields.houseId}
            label={t("accounts.house")}
            placeholder={t("accounts.choose_house")}
            options={data.houses}
            onChange={() => houseButton.current?.form?.requestSubmit(houseButton.current)}
          />
          {/* Without JS the premises of the chosen house come from the server after this button; with JS on change. */}
          <div hidden={hydrated}>
            <button
              ref={houseButton}
              type="submit"
              name="intent"
              value="house"
              className={button({ variant: "secondary", size: "sm" })}
            >
              {t("accounts.show_premises")}
            </button>
          </div>
          {premises.length > 0 ? (
            <SelectField
              field={fields.premiseNumber}
              label={t("accounts.premise")}
              placeholder={t("accounts.choose_premise")}
              options={premises.map((p) => ({ value: p, label: p }))}
            />
          ) : null}
          {options.lastName ? (
            <TextField field={fields.lastName} label={t("accounts.last_name")} autoComplete="family-name" />
          ) : null}
          {options.inn ? <TextField field={fields.inn} label={t("accounts.inn")} inputMode="numeric" /> : null}
          {options.lastName && options.inn ? (
            <p className={text({ variant: "hint" })}>{t("accounts.owner_hint")}</p>
          ) : null}
        </>
      ) : (
        <>
          {data.prefixes.length > 0 ? (
            <SelectField
              field={fields.prefix}
              label={t("accounts.prefix")}
              placeholder={t("accounts.choose_prefix")}
              options={data.prefixes}
            />
          ) : null}
          <TextField field={fields.ident} label={t("accounts.ident")} inputMode="text" />
        </>
      )}
      {options.clientBase ? (
        <SelectField
          field={fields.clientBaseID}
          label={t("accounts.client_base")}
          placeholder={t("accounts.choose_client_base")}
          options={data.clientBases}
        />
      ) : null}
      {options.billAmount ? (
        <TextField
          field={fields.billAmount}
          label={t("accounts.bill_amount")}
          hint={t("accounts.bill_amount_hint")}
          inputMode="decimal"
        />
      ) : null}
      <div>
        <button type="submit" name="intent" value="next" className={button()} disabled={blocked}>
          {options.pin ? t("accounts.next") : t("accounts.submit")}
        </button>
      </div>
    </FormComponent>
  );
}

function PinStage({ data, state, FormComponent, busy }: AddAccountFormProps) {
  const { t } = useTranslation("accounts");
  const premises = state?.premises ?? [];
  const schema = useMemo(() => addAccountSchema(data.options, 2, premises.length > 0), [data.options, premises.length]);
  const [form, formFields] = useForm<AddAccountFields, unknown>({
    id: "add-account-2",
    lastResult: state?.stage === 2 ? state.result : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      formData.get("intent") === "back"
        ? parseWithZod(formData, { schema: laxSchema })
        : parseWithZod(formData, { schema }),
  });
  // §5: in stage 2, with JS, the PIN code is required before sending, and says so.
  const rule = useSubmitRule(form, formFields, schema);
  const { fields } = rule;
  const blocked = busy || rule.blocked;
  const carried = Object.entries(state?.values ?? {}).filter(([k, v]) => k !== "pinCode" && v !== "") as Array<
    [keyof AddAccountValues, string]
  >;
  return (
    <FormComponent method="post" action={ACTION} {...getFormProps(form)} className={css({ display: "grid", gap: "3" })}>
      <OnceField />
      {carried.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p>{t("accounts.pin_intro", { name: data.options.pinLabel ?? t("accounts.pin") })}</p>
      <TextField
        field={fields.pinCode}
        label={data.options.pinLabel ?? t("accounts.pin")}
        inputMode="numeric"
        autoFocus
        autoComplete="off"
      />
      <div className={buttonGroup()}>
        <button type="submit" name="intent" value="submit" className={button()} disabled={blocked}>
          {t("accounts.submit")}
        </button>
        <button type="submit" name="intent" value="back" className={button({ variant: "secondary" })} disabled={busy}>
          {t("accounts.back")}
        </button>
      </div>
    </FormComponent>
  );
}
