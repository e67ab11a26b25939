import { businessError, json, readJson, type Router } from "../../http";
import { sendToOutbox } from "../../outbox";
import { normalisePhone, notFound, PRIVILEGE_CLUB_HOUSE_ID } from "./access";

const NOT_A_MEMBER = "Клуб привилегий доступен только жителям домов — участников программы";
const MAX_COMMENT = 2000;

interface OfferRow {
  id: number;
  section_code: string;
  section_name: string;
  name: string;
  partner: string;
  description: string;
  discount: string | null;
  link: string;
}

interface LeadInput {
  name: unknown;
  phone: unknown;
  comment: unknown;
  source: unknown;
}

async function isClubMember(db: D1Database, userId: number): Promise<boolean> {
  const row = await db
    .prepare(
      "SELECT 1 AS ok FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id WHERE ua.user_id = ? AND a.house_id = ? LIMIT 1",
    )
    .bind(userId, PRIVILEGE_CLUB_HOUSE_ID)
    .first();
  return row !== null;
}

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");

/** The provider's checks of a lead form; the Russian text of the first problem, or the clean values. */
function checkLead(body: Partial<LeadInput>): { error: string } | { name: string; phone: string; comment: string | null } {
  const name = text(body.name);
  if (!name) return { error: "Укажите имя" };
  if (name.length > 200) return { error: "Имя слишком длинное" };
  if (body.phone === undefined || body.phone === null || text(String(body.phone)) === "") return { error: "Укажите телефон" };
  const phone = normalisePhone(body.phone);
  if (!phone) return { error: "Неверный формат телефона: укажите +7 и 10 цифр" };
  const comment = text(body.comment);
  if (comment.length > MAX_COMMENT) return { error: `Комментарий не может быть длиннее ${MAX_COMMENT} символов` };
  return { name, phone, comment: comment || null };
}

async function offerById(db: D1Database, raw: unknown): Promise<OfferRow | null> {
  const id = typeof raw === "number" ? raw : typeof raw === "string" && /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) return null;
  return db.prepare("SELECT * FROM privilege_club_offers WHERE id = ?").bind(id).first<OfferRow>();
}

const missingId = (v: unknown) => v === undefined || v === null || v === "";

export function leadRoutes(router: Router): void {
  router.add("POST", "/Amo/Send", async (req, { env, userId }) => {
    const body = await readJson<LeadInput>(req);
    const lead = checkLead(body);
    if ("error" in lead) return businessError(lead.error);
    const source = text(body.source).slice(0, 100) || null;
    await env.DB.prepare("INSERT INTO content_leads (user_id, kind, name, phone, comment, source) VALUES (?, 'amo', ?, ?, ?, ?)")
      .bind(userId, lead.name, lead.phone, lead.comment, source)
      .run();
    await sendToOutbox(env.DB, "crm", "amoCRM", `Заявка${source ? ` (${source})` : ""}: ${lead.name}, +${lead.phone}${lead.comment ? `. ${lead.comment}` : ""}`);
    return json({ isSucceed: true });
  });

  router.add("GET", "/PrivilegeClub/Offers", async (_req, { env, userId }) => {
    if (!(await isClubMember(env.DB, userId!))) return businessError(NOT_A_MEMBER);
    const rows = await env.DB.prepare("SELECT * FROM privilege_club_offers ORDER BY section_sort, sort, id").all<OfferRow>();
    const sections = new Map<string, { Code: string; Name: string; Offers: unknown[] }>();
    for (const o of rows.results) {
      const section = sections.get(o.section_code) ?? { Code: o.section_code, Name: o.section_name, Offers: [] };
      section.Offers.push({ ID: o.id, Name: o.name, Partner: o.partner, Description: o.description, Discount: o.discount, Link: o.link });
      sections.set(o.section_code, section);
    }
    return json({ Sections: [...sections.values()] });
  });

  router.add("POST", "/PrivilegeClub/Click", async (req, { env, userId }) => {
    const body = await readJson<{ id: unknown }>(req);
    if (!(await isClubMember(env.DB, userId!))) return businessError(NOT_A_MEMBER);
    if (missingId(body.id)) return businessError("Не указано предложение клуба привилегий");
    const offer = await offerById(env.DB, body.id);
    if (!offer) return notFound("Предложение не найдено");
    await env.DB.prepare("INSERT INTO privilege_club_clicks (user_id, offer_id) VALUES (?, ?)").bind(userId, offer.id).run();
    return json({ isSucceed: true, Link: offer.link });
  });

  router.add("POST", "/PrivilegeClub/SendLead", async (req, { env, userId }) => {
    const body = await readJson<LeadInput & { offerId: unknown }>(req);
    if (!(await isClubMember(env.DB, userId!))) return businessError(NOT_A_MEMBER);
    if (missingId(body.offerId)) return businessError("Не указано предложение клуба привилегий");
    const offer = await offerById(env.DB, body.offerId);
    if (!offer) return notFound("Предложение не найдено");
    const lead = checkLead(body);
    if ("error" in lead) return businessError(lead.error);
    await env.DB.prepare(
      "INSERT INTO content_leads (user_id, kind, offer_id, name, phone, comment, source) VALUES (?, 'privilege_club', ?, ?, ?, ?, 'privilege-club')",
    )
      .bind(userId, offer.id, lead.name, lead.phone, lead.comment)
      .run();
    await sendToOutbox(
      env.DB,
      "crm",
      offer.partner,
      `Клуб привилегий, «${offer.name}»: ${lead.name}, +${lead.phone}${lead.comment ? `. ${lead.comment}` : ""}`,
    );
    return json({ isSucceed: true });
  });
}
