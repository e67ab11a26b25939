import type { ComponentType, FormHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { Form, href, useFetcher, type Fetcher, type FormProps } from "react-router";
import { css } from "styled-system/css";
import { buttonGroup } from "styled-system/recipes";
import { deleteUserRule } from "~/domain/user/delete";
import type { Notice } from "~/session/notice";
import { CancelButton } from "~/ui/ConfirmForm";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { useForm, type Reply } from "~/ui/form";
import { Notices } from "~/ui/Notices";
import { SubmitButton } from "~/ui/SubmitButton";
import { TextField } from "~/ui/TextField";

export const CONFIRM_DELETE = "delete-user" as const;
/** The confirm step's own page: a refused post without JS comes back to it. */
export const DELETE_PATH = `${href("/profile")}?confirm=${CONFIRM_DELETE}`;

/** What the delete action answers a post it refuses. */
export interface DeleteAnswer {
  form: typeof CONFIRM_DELETE;
  result: Reply | null;
  notices: Notice[];
}

interface Props {
  answer: DeleteAnswer | undefined;
  /** React Router's Form on the page, a fetcher's Form in the dialog: the same markup posts either way. */
  FormComponent: ComponentType<FormProps & FormHTMLAttributes<HTMLFormElement>>;
  fetcher?: Pick<Fetcher, "state">;
  /** In the dialog: closes it; on the page Cancel is a link back. */
  onCancel?: () => void;
}

/** The confirm step (§2.3): the warning, the password again (issue 32 item 4), Delete and Cancel. */
function DeleteUserForm({ answer, FormComponent, fetcher, onCancel }: Props) {
  const { t } = useTranslation("profile");
  const form = useForm({ id: CONFIRM_DELETE, reply: answer?.result, rule: deleteUserRule, fetcher });
  return (
    <div className={css({ display: "grid", gap: "4" })}>
      {answer?.notices.length ? <Notices inline notices={answer.notices} /> : null}
      <p>{t("profile.delete_warning")}</p>
      <FormComponent method="post" action={DELETE_PATH} {...form.props} className={css({ display: "grid", gap: "3" })}>
        <ErrorSummary form={form} />
        <input type="hidden" name="intent" value={CONFIRM_DELETE} />
        <TextField
          field={form.field("password")}
          label={t("profile.delete_password")}
          hint={t("profile.delete_password_hint")}
          type="password"
          autoComplete="current-password"
        />
        <div className={buttonGroup()}>
          <SubmitButton form={form} busy={form.busy}>
            {t("profile.delete_confirm")}
          </SubmitButton>
          <CancelButton to={href("/profile")} onCancel={onCancel} />
        </div>
      </FormComponent>
    </div>
  );
}

/** The confirm step as a page section (without JS, or opened by its address). */
export function DeleteUserPage({ answer }: { answer: DeleteAnswer | undefined }) {
  return <DeleteUserForm answer={answer} FormComponent={Form} />;
}

/** The confirm step in the dialog: posted through a fetcher, so a wrong password is answered in the dialog. */
export function DeleteUserDialog({ onCancel }: { onCancel: () => void }) {
  const send = useFetcher<DeleteAnswer>();
  return <DeleteUserForm answer={send.data} FormComponent={send.Form} fetcher={send} onCancel={onCancel} />;
}
