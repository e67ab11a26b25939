import { useEffect, type ComponentType, type FormEvent, type FormHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { href, useFetcher, type Fetcher, type FormProps } from "react-router";
import { css, cx } from "styled-system/css";
import { button, buttonGroup, noJsOnly, text } from "styled-system/recipes";
import { addAccountRule } from "~/domain/accounts/add-account";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { useForm, type Values } from "~/ui/form";
import { Notices } from "~/ui/Notices";
import { OnceField } from "~/ui/OnceField";
import { SelectField } from "~/ui/SelectField";
import { SubmitButton } from "~/ui/SubmitButton";
import { TextField } from "~/ui/TextField";
import type { Route } from "./+types/add";

export interface AddAccountFormProps {
  /** The add page's loader data (the dialog fetches the same). */
  data: Route.ComponentProps["loaderData"];
  /** The add action's answer: the stage, the form's answer, what was typed, the premises, the refusal. */
  state: Route.ComponentProps["actionData"];
  /** React Router's Form on the page, a fetcher's Form in the dialog: the same markup posts either way. */
  FormComponent: ComponentType<FormProps & FormHTMLAttributes<HTMLFormElement>>;
  /** The dialog's fetcher: the answer comes back to the dialog. */
  fetcher?: Pick<Fetcher, "state">;
}

const ACTION = href("/accounts/add");
const str = (v: Values[string]) => (typeof v === "string" ? v : "");

/**
 * The add-account form (§2.3 modal, §4 stages): the page without JS, the dialog's content with JS. §5 disables
 * Next (and Connect at the PIN stage) while the stage is incomplete.
 */
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

function IdentifyStage({ data, state, FormComponent, fetcher }: AddAccountFormProps) {
  const { t } = useTranslation("accounts");
  const { options } = data;
  const byAddress = options.mode === "AddressAndLastName";
  const houses = usePremises(state);
  const form = useForm({
    id: "add-account-1",
    reply: state?.stage === 1 ? state.result : null,
    defaults: state?.values,
    rule: (input: Values) => addAccountRule(options, 1, houses.premisesOf(str(input.houseId)).length > 0)(input),
    disable: true,
    fetcher,
  });
  const house = str(form.values.houseId);
  const premises = houses.premisesOf(house);
  const missing = byAddress && house !== "" && !houses.known(house);
  const { load } = houses;
  useEffect(() => {
    if (missing) void load(`${ACTION}?${new URLSearchParams({ house })}`);
  }, [missing, load, house]);
  const premise = form.field("premiseNumber");
  return (
    <FormComponent
      method="post"
      action={ACTION}
      {...form.props}
      onSubmit={(event) => withNextAsDefault(event, form.props.onSubmit)}
      className={css({ display: "grid", gap: "3" })}
    >
      <ErrorSummary form={form} />
      <OnceField />
      {byAddress ? (
        <>
          <SelectField
            field={form.field("houseId")}
            label={t("accounts.house")}
            placeholder={t("accounts.choose_house")}
            options={data.houses}
          />
          {/* Without JS the premises of the chosen house come from the server after this button; with JS they
              are fetched as soon as a house is chosen. */}
          <div className={noJsOnly()}>
            <button
              type="submit"
              name="intent"
              value="house"
              formNoValidate
              className={button({ variant: "secondary", size: "sm" })}
            >
              {t("accounts.show_premises")}
            </button>
          </div>
          {premises.length > 0 ? (
            <SelectField
              // A new house, a new list: the premise chosen for another house is not kept.
              key={house}
              field={house === form.field("houseId").defaultValue ? premise : { ...premise, defaultValue: undefined }}
              label={t("accounts.premise")}
              placeholder={t("accounts.choose_premise")}
              options={premises.map((p) => ({ value: p, label: p }))}
            />
          ) : null}
          {options.lastName ? (
            <TextField field={form.field("lastName")} label={t("accounts.last_name")} autoComplete="family-name" />
          ) : null}
          {options.inn ? <TextField field={form.field("inn")} label={t("accounts.inn")} inputMode="numeric" /> : null}
          {options.lastName && options.inn ? (
            <p className={text({ variant: "hint" })}>{t("accounts.owner_hint")}</p>
          ) : null}
        </>
      ) : (
        <>
          {data.prefixes.length > 0 ? (
            <SelectField
              field={form.field("prefix")}
              label={t("accounts.prefix")}
              placeholder={t("accounts.choose_prefix")}
              options={data.prefixes}
            />
          ) : null}
          <TextField field={form.field("ident")} label={t("accounts.ident")} inputMode="text" />
        </>
      )}
      {options.clientBase ? (
        <SelectField
          field={form.field("clientBaseID")}
          label={t("accounts.client_base")}
          placeholder={t("accounts.choose_client_base")}
          options={data.clientBases}
        />
      ) : null}
      {options.billAmount ? (
        <TextField
          field={form.field("billAmount")}
          label={t("accounts.bill_amount")}
          hint={t("accounts.bill_amount_hint")}
          inputMode="decimal"
        />
      ) : null}
      <SubmitButton form={form} busy={form.busy} name="intent" value="next">
        {options.pin ? t("accounts.next") : t("accounts.submit")}
      </SubmitButton>
    </FormComponent>
  );
}

function PinStage({ data, state, FormComponent, fetcher }: AddAccountFormProps) {
  const { t } = useTranslation("accounts");
  const houseHasPremises = (state?.premises.length ?? 0) > 0;
  const form = useForm({
    id: "add-account-2",
    reply: state?.stage === 2 ? state.result : null,
    rule: addAccountRule(data.options, 2, houseHasPremises),
    disable: true,
    fetcher,
  });
  // Stage 1's answers go along with the PIN (the server checks them again).
  const carried = Object.entries(state?.values ?? {}).filter(([name, value]) => name !== "pinCode" && value !== "");
  const pin = data.options.pinLabel ?? t("accounts.pin");
  return (
    <FormComponent method="post" action={ACTION} {...form.props} className={css({ display: "grid", gap: "3" })}>
      <ErrorSummary form={form} />
      <OnceField />
      {carried.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p>{t("accounts.pin_intro", { name: pin })}</p>
      {/* The stage replaces the form whose Next was pressed: the focus goes on to the one field left. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- see above */}
      <TextField field={form.field("pinCode")} label={pin} inputMode="numeric" autoFocus autoComplete="off" />
      <div className={cx(buttonGroup(), css({ alignItems: "start" }))}>
        <SubmitButton form={form} busy={form.busy} name="intent" value="submit">
          {t("accounts.submit")}
        </SubmitButton>
        <button
          type="submit"
          name="intent"
          value="back"
          formNoValidate
          className={button({ variant: "secondary" })}
          disabled={form.busy}
        >
          {t("accounts.back")}
        </button>
      </div>
    </FormComponent>
  );
}

/**
 * Enter in a field submits with the form's first submit button, which is "show premises" (hidden with JS):
 * with JS, such a submit is Next's instead.
 */
function withNextAsDefault(event: FormEvent<HTMLFormElement>, submit: (event: FormEvent<HTMLFormElement>) => void) {
  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
  const next = event.currentTarget.querySelector<HTMLButtonElement>('button[name="intent"][value="next"]');
  if (submitter?.value === "house" && next) {
    event.preventDefault();
    // Not from inside this submit event: a form ignores requestSubmit while it fires one.
    const form = event.currentTarget;
    setTimeout(() => form.requestSubmit(next));
    return;
  }
  submit(event);
}

/**
 * The premises of a house (§5: a house with premises needs one chosen): the server's for the house last posted;
 * with JS, fetched (`load`) as soon as another house is chosen.
 */
function usePremises(state: AddAccountFormProps["state"]) {
  const { data: fetched, load } = useFetcher<Route.ComponentProps["loaderData"]>();
  const lookup = (house: string): string[] | null => {
    if (!house) return [];
    if (state && house === state.values.houseId) return state.premises;
    return fetched && house === fetched.house ? fetched.premises : null;
  };
  return { load, known: (house: string) => lookup(house) !== null, premisesOf: (house: string) => lookup(house) ?? [] };
}
