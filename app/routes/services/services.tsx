import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { css } from "styled-system/css";
import { card, heading, link, page } from "styled-system/recipes";
import { requireUserMiddleware } from "~/server/context.server";
import type { RouteHandle } from "~/i18n/namespaces";
import { screenGuard, translator } from "~/server/middleware.server";
import { WhenLoaded } from "~/ui/LoadFailed";
import type { Route } from "./+types/services";
import { serviceGroups } from "./services.server";

export const handle: RouteHandle = { i18n: ["shop"], description: "shop.services_meta_description" };

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware, screenGuard("Services")];

export async function loader({ context }: Route.LoaderArgs) {
  return { title: translator(context)("shop.services_title"), groups: await serviceGroups(context) };
}

/** Our services (§2.1 /services): the provider's services by group, each with its logo, opening its page. */
export default function Services({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("shop");
  return (
    <div className={page()}>
      <h1 className={heading({ level: "page" })}>{t("shop.services_title")}</h1>
      <WhenLoaded value={loaderData.groups}>
        {(groups) =>
          groups.length === 0 ? (
            <p className={card()}>{t("shop.no_services")}</p>
          ) : (
            groups.map((g, i) => (
              <section key={g.group} aria-labelledby={`group-${i}`} className={css({ display: "grid", gap: "3" })}>
                <h2 id={`group-${i}`} className={heading()}>
                  {g.group}
                </h2>
                <ul
                  className={css({
                    display: "grid",
                    gap: "3",
                    gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" },
                  })}
                >
                  {g.services.map((s) => (
                    <li key={s.id} className={card()}>
                      <Link
                        to={href("/additional_service/:id", { id: String(s.id) })}
                        className={css({ display: "flex", gap: "3", alignItems: "center" })}
                      >
                        {/* The logo decorates the name next to it. */}
                        {s.logo ? (
                          <img
                            src={s.logo}
                            alt=""
                            width={48}
                            height={48}
                            className={css({ borderRadius: "md", flexShrink: 0 })}
                          />
                        ) : null}
                        <span className={link()}>{s.name}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )
        }
      </WhenLoaded>
    </div>
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";
