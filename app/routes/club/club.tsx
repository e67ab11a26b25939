import { useTranslation } from "react-i18next";
import { data, Form, href, Link, redirect } from "react-router";
import { css, cx } from "styled-system/css";
import { badge, card, heading, input, link, page, text } from "styled-system/recipes";
import { formatPhoneMask } from "~/domain/auth/phone";
import { isKnownSection } from "~/domain/club/club";
import { leadRule } from "~/domain/club/lead";
import type { RouteHandle } from "~/i18n/namespaces";
import { requireUserMiddleware, sessionContext } from "~/server/context.server";
import { translator } from "~/server/middleware.server";
import { once } from "~/server/once.server";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { Field } from "~/ui/Field";
import { control, useForm, type Reply } from "~/ui/form";
import { WhenLoaded } from "~/ui/LoadFailed";
import { OnceField } from "~/ui/OnceField";
import { PhoneField } from "~/ui/PhoneField";
import { SubmitButton } from "~/ui/SubmitButton";
import { TextField } from "~/ui/TextField";
import type { Route } from "./+types/club";
import { clubPage, requireMember, sendLead, type ClubSections } from "./club.server";

export const handle: RouteHandle = { i18n: ["club"], description: "club.meta_description" };

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const { user, sections } = await clubPage(context);
  return { title: translator(context)("club.title"), sections, fio: user.fio, phone: user.Phone };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  await requireMember(context);
  const outcome = await once(
    context,
    formData,
    "club.lead",
    async () => {
      const sent = await sendLead(context, formData);
      if (!sent.ok) return sent;
      context.get(sessionContext).flash({ kind: "success", key: "club.lead_sent" });
      throw redirect(href("/privilege-club"));
    },
    () => false,
  );
  return data({ result: outcome.result, notices: outcome.notices }, { status: outcome.status });
}

/** The privilege club (§2.3): the partners' offers in four sections with their links; a lead form. */
export default function PrivilegeClub({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("club");
  const d = loaderData;
  return (
    <div className={page()}>
      <h1 className={heading({ level: "page" })}>{t("club.heading")}</h1>
      <p>{t("club.intro")}</p>
      <WhenLoaded value={d.sections}>
        {(sections) => (
          <>
            {sections.map((s) => (
              <section
                key={s.Code}
                aria-labelledby={`section-${s.Code}`}
                className={css({ display: "grid", gap: "3" })}
              >
                <h2 id={`section-${s.Code}`} className={heading()}>
                  {isKnownSection(s.Code) ? t(`club.section_${s.Code}`) : s.Name}
                </h2>
                <ul
                  className={css({
                    display: "grid",
                    gap: "3",
                    gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)" },
                  })}
                >
                  {s.Offers.map((o) => (
                    <li key={o.ID} className={card({ stack: true })} data-testid="offer">
                      <h3 className={heading({ level: "card" })}>{o.Name}</h3>
                      <p className={text({ variant: "hint" })}>{o.Partner}</p>
                      <p>{o.Description}</p>
                      {o.Discount ? (
                        <p>
                          <span className={badge({ tone: "success" })}>{o.Discount}</span>
                        </p>
                      ) : null}
                      <p>
                        <a
                          href={href("/privilege-club/go/:offerId", { offerId: String(o.ID) })}
                          className={link()}
                          aria-label={t("club.go_to", { name: o.Name })}
                        >
                          {t("club.go")}
                        </a>
                      </p>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <LeadForm sections={sections} fio={d.fio} phone={d.phone} reply={actionData?.result} />
          </>
        )}
      </WhenLoaded>
      <p>
        <Link to={href("/home")} className={link()}>
          {t("club.back_home")}
        </Link>
      </p>
    </div>
  );
}

/** The lead form, far down the page: it posts to its own fragment, so a refused post without JS opens at it. */
function LeadForm({
  sections,
  fio,
  phone,
  reply,
}: {
  sections: ClubSections;
  fio: string;
  phone: string;
  reply: Reply | undefined;
}) {
  const { t } = useTranslation("club");
  const form = useForm({
    id: "lead",
    reply,
    defaults: { name: fio, phone: phone ? formatPhoneMask(phone) : "" },
    rule: leadRule,
  });
  const comment = form.field("comment");
  const sectionName = (s: ClubSections[number]) => (isKnownSection(s.Code) ? t(`club.section_${s.Code}`) : s.Name);
  return (
    <Form
      method="post"
      action={`${href("/privilege-club")}#${form.id}`}
      {...form.props}
      className={cx(card({ stack: true }), css({ scrollMarginTop: "4" }))}
      aria-labelledby="lead-heading"
    >
      <h2 id="lead-heading" className={heading()}>
        {t("club.lead_heading")}
      </h2>
      <ErrorSummary form={form} />
      <OnceField />
      <input type="hidden" name="intent" value="lead" />
      <Field field={form.field("offer")} label={t("club.offer")}>
        <select {...control(form.field("offer"))} className={input()}>
          <option value="">{t("club.choose_offer")}</option>
          {sections.map((s) => (
            <optgroup key={s.Code} label={sectionName(s)}>
              {s.Offers.map((o) => (
                <option key={o.ID} value={String(o.ID)}>
                  {o.Name} — {o.Partner}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </Field>
      <TextField field={form.field("name")} label={t("club.name")} autoComplete="name" />
      <PhoneField field={form.field("phone")} label={t("club.phone")} autoComplete="tel" />
      <Field field={comment} label={t("club.comment")}>
        <textarea {...control(comment)} rows={3} className={input()} />
      </Field>
      <SubmitButton form={form} busy={form.busy}>
        {t("club.send_lead")}
      </SubmitButton>
    </Form>
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";
