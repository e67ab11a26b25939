import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { href } from "react-router";
import { link } from "styled-system/recipes";
import type { Notice } from "~/session/notice";
import { DialogLink } from "~/ui/Dialog";
import { usePublishNotices } from "~/ui/Notices";
import { useRouteForm } from "~/ui/useRouteForm";
import { enhance } from "~/ui/enhance";
import type { action, loader } from "./contact";

// The form's code (its fields, the phone mask) comes with the dialog's first opening, while its data loads: the
// chat page shows only the link (its own page without JS, contact.tsx, has the form in place).
const ContactForm = enhance(() => import("./ContactForm"));

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
    <DialogLink to={to} className={link()} label={t("support.contact_link")} title={t("support.contact_title")}>
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
  useEffect(() => {
    ContactForm.preload().catch(() => undefined); // the enhanced form tries again when it mounts
  }, []);
  const sent = answer && "sent" in answer && answer.sent ? answer : null;
  const done = useCallback(() => {
    if (sent) {
      onSent(sent.notices);
      close();
    }
  }, [sent, onSent, close]);
  useEffect(done, [done]);
  if (!data) return <p role="status">{t("app.loading")}</p>;
  return (
    <>
      <p>{t("support.contact_intro")}</p>
      <ContactForm
        prefill={data.prefill}
        from={from}
        answer={answer && "result" in answer ? answer : undefined}
        FormComponent={send.Form}
        fallback={<p role="status">{t("app.loading")}</p>}
      />
    </>
  );
}
