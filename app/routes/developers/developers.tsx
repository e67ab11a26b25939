import { href } from "react-router";
import { useTranslation } from "react-i18next";
import { css, cx } from "styled-system/css";
import { card, heading, link as linkRecipe, page, pageHeader, table, text } from "styled-system/recipes";
import { buildReference, type FieldModel, type OperationModel, type TypeRef } from "~/domain/contract/reference";
import { translator } from "~/server/middleware.server";
import { LanguageSwitch } from "~/ui/LanguageSwitch";
import doc from "../../../openapi/openapi.json";
import type { Route } from "./+types/developers";
import type { RouteHandle } from "~/i18n/namespaces";

export const handle: RouteHandle = { i18n: ["developers"], scripts: false };

export async function loader({ context }: Route.LoaderArgs) {
  return { title: translator(context)("developers.title"), reference: buildReference(doc) };
}

const code = css({
  fontFamily: "mono",
  fontSize: "sm",
  bg: "muted",
  px: "1",
  borderRadius: "sm",
  overflowWrap: "anywhere",
});
const link = linkRecipe();
const cells = table({ size: "sm" });

/** The contract as a readable reference for integrators (works without JS: plain links and details). */
export default function Developers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("developers");
  const { reference } = loaderData;
  return (
    <main id="main" className={page({ width: "xl", framed: true })}>
      <header className={pageHeader()}>
        <h1 className={heading({ level: "page" })}>{t("developers.heading")}</h1>
        <LanguageSwitch />
      </header>
      <section className={card()} aria-labelledby="about">
        <h2 id="about" className={cx(heading({ level: "title" }), css({ mb: "2" }))}>
          {reference.title} <span className={text({ variant: "muted" })}>v{reference.version}</span>
        </h2>
        <p>{t("developers.intro")}</p>
        <ul className={css({ mt: "2", display: "flex", gap: "4", flexWrap: "wrap" })}>
          <li>
            <a className={link} href={href("/openapi.yaml")}>
              openapi.yaml
            </a>
          </li>
          <li>
            <a className={link} href={href("/openapi.json")}>
              openapi.json
            </a>
          </li>
        </ul>
        <h3 className={cx(heading({ level: "card" }), css({ mt: "4" }))}>{t("developers.conventions")}</h3>
        <ul className={css({ listStyle: "disc", pl: "6" })}>
          <li>{t("developers.convention_headers")}</li>
          <li>{t("developers.convention_business")}</li>
          <li>{t("developers.convention_401")}</li>
          <li>{t("developers.convention_http")}</li>
          <li>{t("developers.convention_not_in_spec")}</li>
          <li>{t("developers.convention_checker")}</li>
        </ul>
        <pre
          className={css({
            mt: "2",
            p: "3",
            bg: "muted",
            borderRadius: "md",
            whiteSpace: "pre-wrap",
            overflowWrap: "anywhere",
            fontSize: "sm",
          })}
        >
          npm run contract:check -- --base-url https://api.example/api --phone 79000000001 --password ••••
          [--allow-writes] [--json]
        </pre>
      </section>
      <nav aria-labelledby="toc" className={card()}>
        <h2 id="toc" className={cx(heading({ level: "title" }), css({ mb: "2" }))}>
          {t("developers.operations")}
        </h2>
        <ul className={css({ columns: { base: 1, md: 2 } })}>
          {reference.groups.map((g) => (
            <li key={g.tag}>
              <a className={link} href={`#tag-${slug(g.tag)}`}>
                {g.tag}
              </a>{" "}
              ({g.operations.length})
            </li>
          ))}
          <li>
            <a className={link} href="#schemas">
              {t("developers.schemas")}
            </a>{" "}
            ({reference.schemas.length})
          </li>
        </ul>
      </nav>
      {reference.groups.map((g) => (
        <section key={g.tag} aria-labelledby={`tag-${slug(g.tag)}`} className={css({ display: "grid", gap: "2" })}>
          <h2 id={`tag-${slug(g.tag)}`} className={heading({ level: "title" })}>
            {g.tag}
          </h2>
          {g.operations.map((op) => (
            <Operation key={op.id} op={op} />
          ))}
        </section>
      ))}
      <section aria-labelledby="schemas" className={css({ display: "grid", gap: "2" })}>
        <h2 id="schemas" className={heading({ level: "title" })}>
          {t("developers.schemas")}
        </h2>
        {reference.schemas.map((s) => (
          <details key={s.name} id={`schema-${s.name}`} className={card()}>
            <summary className={cx(heading({ level: "card" }), css({ cursor: "pointer" }))}>{s.name}</summary>
            {s.description ? <p className={css({ mt: "2", whiteSpace: "pre-line" })}>{s.description}</p> : null}
            {s.fields.length ? (
              <Fields fields={s.fields} caption={s.name} />
            ) : (
              <p className={css({ mt: "2" })}>
                <Type type={s.type} />
              </p>
            )}
          </details>
        ))}
      </section>
    </main>
  );
}

function Operation({ op }: { op: OperationModel }) {
  const { t } = useTranslation("developers");
  return (
    <details id={`op-${op.id}`} className={card()}>
      <summary className={css({ cursor: "pointer" })}>
        <strong className={css({ fontFamily: "mono" })}>{op.method}</strong> <code className={code}>{op.path}</code> —{" "}
        {op.summary}
        {op.public ? (
          <span className={css({ ml: "2", fontSize: "sm", color: "success" })}>{t("developers.public")}</span>
        ) : null}
        {op.notInSpec ? (
          <span className={css({ ml: "2", fontSize: "sm", color: "danger" })}>{t("developers.not_in_spec")}</span>
        ) : null}
      </summary>
      <div className={css({ mt: "2", display: "grid", gap: "2" })}>
        {op.description ? <p className={css({ whiteSpace: "pre-line" })}>{op.description}</p> : null}
        {op.parameters.length ? (
          <Fields fields={op.parameters} caption={t("developers.parameters")} withLocation />
        ) : null}
        {op.body.map((b) => (
          <p key={b.mediaType}>
            {t("developers.request_body")}: <code className={code}>{b.mediaType}</code> <Type type={b.type} />
          </p>
        ))}
        <h3 className={heading({ level: "card" })}>{t("developers.responses")}</h3>
        <ul>
          {op.responses.map((r) => (
            <li key={r.status}>
              <strong>{r.status}</strong> {r.description}
              {r.media.map((m) => (
                <span key={m.mediaType}>
                  {" "}
                  — <code className={code}>{m.mediaType}</code> <Type type={m.type} />
                </span>
              ))}
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

function Fields({
  fields,
  caption,
  withLocation,
}: {
  fields: Array<FieldModel & { in?: string }>;
  caption: string;
  withLocation?: boolean;
}) {
  const { t } = useTranslation("developers");
  return (
    <div className={cx(cells.scroller, css({ mt: "2" }))}>
      <table className={cx(cells.root, css({ "& th, & td": { verticalAlign: "top" } }))}>
        <caption className={cells.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={cells.cell}>
              {t("developers.field")}
            </th>
            {withLocation ? (
              <th scope="col" className={cells.cell}>
                {t("developers.location")}
              </th>
            ) : null}
            <th scope="col" className={cells.cell}>
              {t("developers.type")}
            </th>
            <th scope="col" className={cells.cell}>
              {t("developers.required")}
            </th>
            <th scope="col" className={cells.cell}>
              {t("developers.description")}
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((f) => (
            <tr key={`${f.in ?? ""}${f.name}`}>
              <td className={cells.cell} data-label={t("developers.field")}>
                <code className={code}>{f.name}</code>
              </td>
              {withLocation ? (
                <td className={cells.cell} data-label={t("developers.location")}>
                  {f.in}
                </td>
              ) : null}
              <td className={cells.cell} data-label={t("developers.type")}>
                <Type type={f.type} />
              </td>
              <td className={cells.cell} data-label={t("developers.required")}>
                {f.required ? t("developers.yes") : ""}
              </td>
              <td className={cells.cell} data-label={t("developers.description")}>
                {f.description}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Type({ type }: { type: TypeRef }) {
  if (type.refs.length === 0) return <code className={code}>{type.text}</code>;
  // Links each schema name inside the type text to its description.
  const parts = type.text.split(/([A-Za-z_][A-Za-z0-9_]*)/);
  return (
    <code className={code}>
      {parts.map((p, i) =>
        type.refs.includes(p) ? (
          <a key={i} className={link} href={`#schema-${p}`}>
            {p}
          </a>
        ) : (
          p
        ),
      )}
    </code>
  );
}

function slug(text: string) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
