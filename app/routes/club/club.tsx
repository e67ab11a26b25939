import { getFormProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, href, Link } from "react-router";
import { css } from "styled-system/css";
import { badge, button, card, heading, input, link, page, text } from "styled-system/recipes";
import { requireUserMiddleware } from "~/server/context.server";
import { isKnownSection } from "~/domain/club/club";
import type { RouteHandle } from "~/i18n/namespaces";
import { translator } from "~/server/middleware.server";
import { once } from "~/server/once.server";
import { Field } from "~/ui/legacy/Field";
import { useIsPending } from "~/ui/hooks";
import { WhenLoaded } from "~/ui/LoadFailed";
import { OnceField } from "~/ui/OnceField";
import { PhoneField } from "~/ui/legacy/PhoneField";
import { TextField } from "~/ui/legacy/TextField";
import type { Route } from "./+types/club";
import { clubPage, requireMember, sendLead, type ClubSections } from "./club.server";
import { leadSchema } from "./lead.schema";

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
    () => sendLead(context, formData),
    (o) => o.ok,
  );
  return data({ result: outcome.result, notices: outcome.notices }, { status: outcome.ok ? 200 : 400 });
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
            <LeadForm sections={sections} fio={d.fio} phone={d.phone} result={actionData?.result} />
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

type Result = NonNullable<Route.ComponentProps["actionData"]>["result"];

function LeadForm({
  sections,
  fio,
  phone,
  result,
}: {
  sections: ClubSections;
  fio: string;
  phone: string;
  result: Result | undefined;
}) {
  const { t } = useTranslation("club");
  const pending = useIsPending();
  const [form, fields] = useForm({
    lastResult: result,
    defaultValue: { name: fio, phone },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: leadSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className={card({ stack: true })} aria-labelledby="lead-heading">
      <h2 id="lead-heading" className={heading()}>
        {t("club.lead_heading")}
      </h2>
      <OnceField />
      <input type="hidden" name="intent" value="lead" />
      <Field id={fields.offer.id} label={t("club.offer")} errorId={fields.offer.errorId} errors={fields.offer.errors}>
        <select {...getSelectProps(fields.offer)} key={fields.offer.key} className={input()}>
          <option value="">{t("club.choose_offer")}</option>
          {sections.map((s) => (
            <optgroup key={s.Code} label={isKnownSection(s.Code) ? t(`club.section_${s.Code}`) : s.Name}>
              {s.Offers.map((o) => (
                <option key={o.ID} value={String(o.ID)}>
                  {o.Name} — {o.Partner}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </Field>
      <TextField field={fields.name} label={t("club.name")} autoComplete="name" />
      <PhoneField field={fields.phone} label={t("club.phone")} />
      <Field
        id={fields.comment.id}
        label={t("club.comment")}
        errorId={fields.comment.errorId}
        errors={fields.comment.errors}
      >
        <textarea {...getTextareaProps(fields.comment)} key={fields.comment.key} rows={3} className={input()} />
      </Field>
      <div>
        <button type="submit" className={button()} disabled={pending}>
          {t("club.send_lead")}
        </button>
      </div>
    </Form>
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";
