import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { callout, card, heading, link, page } from "styled-system/recipes";
import { cloudflareContext } from "~/context";
import { meetingsOfTab, tabOf, type OssTab } from "~/domain/oss/list";
import type { RouteHandle } from "~/i18n/namespaces";
import { screenGuard, translator } from "~/server/middleware.server";
import { WhenLoaded } from "~/ui/LoadFailed";
import { TabLinks } from "~/ui/TabLinks";
import type { Route } from "./+types/list";
import { meetingList, type Meeting } from "./oss.server";
import { OssTable } from "./OssTable";
import { infoPath, listPath } from "./paths";

export const handle: RouteHandle = { i18n: ["oss"], description: "oss.meta_description" };

// Owners' meetings are for accessOSS residents only (§6): anyone else goes Home.
export const middleware: Route.MiddlewareFunction[] = [screenGuard("Oss")];

export async function loader({ request, context }: Route.LoaderArgs) {
  const tab = tabOf(new URL(request.url).searchParams.get("tab"));
  const list = await meetingList(context);
  // A deployment's note (wrangler.toml OSS_LIST_NOTE): where a legally binding meeting is held, say.
  const note = (context.get(cloudflareContext).env.OSS_LIST_NOTE ?? "").trim();
  return {
    title: translator(context)("oss.title"),
    tab,
    note,
    meetings: list.ok ? { ok: true as const, data: meetingsOfTab(list.data, tab).map(row) } : list,
  };
}

/** What a row shows: the list carries whole meetings, the page needs only these. */
function row(m: Meeting) {
  return {
    id: m.ID,
    title: m.MeetingTitle,
    initiator: m.InitiatorNames,
    address: m.HouseAddress,
    start: m.DateStart,
    end: m.DateEnd,
    form: m.Form,
    status: m.Status,
  };
}

const TABS: OssTab[] = ["active", "completed"];

/** Owners' meetings (§2.3): tabs active / completed, one row per meeting (a card on a phone). */
export default function OssList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("oss");
  const { tab, note } = loaderData;
  const info = callout({ kind: "info" });
  return (
    <div className={page()}>
      <h1 className={heading({ level: "page" })}>{t("oss.heading")}</h1>
      {note ? (
        <div className={info.root}>
          <p>{note}</p>
        </div>
      ) : null}
      <TabLinks
        label={t("oss.tabs_label")}
        current={tab}
        tabs={TABS.map((key) => ({
          key,
          to: listPath(key === "completed" ? key : undefined),
          label: t(`oss.tab_${key}`),
        }))}
      />
      <WhenLoaded value={loaderData.meetings}>
        {(meetings) =>
          meetings.length === 0 ? (
            <p className={card()}>{t(`oss.empty_${tab}`)}</p>
          ) : (
            <MeetingTable meetings={meetings} tab={tab} />
          )
        }
      </WhenLoaded>
    </div>
  );
}

type Row = Extract<Route.ComponentProps["loaderData"]["meetings"], { ok: true }>["data"][number];

function MeetingTable({ meetings, tab }: { meetings: Row[]; tab: OssTab }) {
  const { t } = useTranslation("oss");
  return (
    <div className={card()}>
      <OssTable
        caption={t(`oss.tab_${tab}`)}
        rows={meetings}
        rowKey={(m) => m.id}
        columns={[
          ["oss.col_title", (m) => m.title],
          ["oss.col_initiator", (m) => m.initiator],
          ["oss.col_address", (m) => m.address],
          ["oss.col_dates", (m) => t("oss.dates", { start: m.start, end: m.end })],
          ["oss.col_form", (m) => m.form],
          ["oss.col_status", (m) => m.status],
          [
            "oss.col_info",
            (m) => (
              <Link to={infoPath(m.id)} className={link()} aria-label={t("oss.info_link_label", { title: m.title })}>
                {t("oss.info_link")}
              </Link>
            ),
          ],
        ]}
      />
    </div>
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";
