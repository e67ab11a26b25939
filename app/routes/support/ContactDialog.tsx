import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { href } from "react-router";
import { link } from "styled-system/recipes";
import type { Notice } from "~/session/notice";
import { DialogLink } from "~/ui/Dialog";
import { Notices, usePublishNotices } from "~/ui/Notices";
import { useRouteForm } from "~/ui/useRouteForm";
import type { action, loader } from "./contact";

// The form's code (its fields, the phone mask, its rule) comes with the dialog's first opening, while its data
// loads: the chat page shows only the link (its own page without JS, contact.tsx, has the form in place).
const loadForm = () => import("./ContactForm");
const ContactForm = lazy(loadForm);
const preloadForm = () => void loadForm().catch(() => undefined);

/**
 * "Write to support": the contact form in a dialog with JS, its page without (§2.3 Modals). The success notice
 * (§8, 6 s) is shown from here, which outlives the dialog that closes once the appeal is sent.
 */
export function ContactLink({ from }: { from: string }) {
  const { t } = useTranslation("support");
  const [sent, setSent] = useState<Notice[] | null>(null);
  usePublishNotices(sent);
  const to = `${href("/support/contact")}${from ? `?${new URLSearchParams({ from })}` : ""}`;
  return (
    <DialogLink
      to={to}
      className={link()}
      label={t("support.contact_link")}
      title={t("support.contact_title")}
      preload={preloadForm}
    >
      {(close) => <ContactDialogBody from={from} close={close} onSent={setSent} />}
    </DialogLink>
  );
}

function ContactDialogBody({
  from,
  close,
  onSent,
}: {
  from: string;
  close: () => void;
  onSent: (notices: Notice[]) => void;
}) {
  const { t } = useTranslation("support");
  const { data, send } = useRouteForm<typeof loader, typeof action>(
    `${href("/support/contact")}?${new URLSearchParams({ from })}`,
  );
  const answer = send.data;
  const sent = answer?.sent ? answer.notices : null;
  useEffect(() => {
    if (!sent) return;
    onSent(sent);
    close();
  }, [sent, onSent, close]);
  const loading = <p role="status">{t("app.loading")}</p>;
  if (!data) return loading;
  return (
    <>
      <p>{t("support.contact_intro")}</p>
      {/* A provider failure: told here, inside the dialog, the appeal kept in the form. */}
      {answer && !answer.sent && answer.notices.length ? <Notices inline notices={answer.notices} /> : null}
      <Suspense fallback={loading}>
        <ContactForm prefill={data.prefill} from={from} answer={answer} FormComponent={send.Form} fetcher={send} />
      </Suspense>
    </>
  );
}
