import { lenientPhone } from "../../contacts";
import { businessError, notFound } from "../../http";
import { sendToOutbox } from "../../outbox";
import type { Router } from "../../router";
import { PRIVILEGE_CLUB_HOUSE_ID } from "./access";

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
  name: string;
  phone: string;
  comment?: string | null;
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

const text = (v: string | null | undefined) => (v ?? "").trim();

/** The provider's checks of a lead form; the Russian text of the first problem, or the clean values. */
function checkLead(body: LeadInput): { error: string } | { name: string; phone: string; comment: string | null } {
  const name = text(body.name);
  if (!name) return { error: "Укажите имя" };
  if (name.length > 200) return { error: "Имя слишком длинное" };
  if (text(body.phone) === "") return { error: "Укажите телефон" };
  const phone = lenientPhone(body.phone);
  if (!phone) return { error: "Неверный формат телефона: укажите +7 и 10 цифр" };
  const comment = text(body.comment);
  if (comment.length > MAX_COMMENT) return { error: `Комментарий не может быть длиннее ${MAX_COMMENT} символов` };
  return { name, phone, comment: comment || null };
}

async function offerById(db: D1Database, id: number): Promise<OfferRow | null> {
  return db.prepare("SELECT * FROM privilege_club_offers WHERE id = ?").bind(id).first<OfferRow>();
}

export function leadRoutes(router: Router): void {
  router.add("post", "/Amo/Send", async ({ env, body, userId, reply }) => {
    const lead = checkLead(body);
    if ("error" in lead) return businessError(lead.error);
    const source = text(body.source).slice(0, 100) || null;
    await env.DB.prepare(
      "INSERT INTO content_leads (user_id, kind, name, phone, comment, source) VALUES (?, 'amo', ?, ?, ?, ?)",
    )
      .bind(userId, lead.name, lead.phone, lead.comment, source)
      .run();
    await sendToOutbox(
      env.DB,
      "crm",
      "amoCRM",
      `Заявка${source ? ` (${source})` : ""}: ${lead.name}, +${lead.phone}${lead.comment ? `. ${lead.comment}` : ""}`,
    );
    return reply(200, { isSucceed: true });
  });

  router.add("get", "/PrivilegeClub/Offers", async ({ env, userId, reply }) => {
    if (!(await isClubMember(env.DB, userId!))) return businessError(NOT_A_MEMBER);
    const rows = await env.DB.prepare(
      "SELECT * FROM privilege_club_offers ORDER BY section_sort, sort, id",
    ).all<OfferRow>();
    type Offer = {
      ID: number;
      Name: string;
      Partner: string;
      Description: string;
      Discount: string | null;
      Link: string;
    };
    const sections = new Map<string, { Code: string; Name: string; Offers: Offer[] }>();
    for (const o of rows.results) {
      const section = sections.get(o.section_code) ?? { Code: o.section_code, Name: o.section_name, Offers: [] };
      section.Offers.push({
        ID: o.id,
        Name: o.name,
        Partner: o.partner,
        Description: o.description,
        Discount: o.discount,
        Link: o.link,
      });
      sections.set(o.section_code, section);
    }
    return reply(200, { Sections: [...sections.values()] });
  });

  router.add("post", "/PrivilegeClub/Click", async ({ env, body, userId, reply }) => {
    if (!(await isClubMember(env.DB, userId!))) return businessError(NOT_A_MEMBER);
    const offer = await offerById(env.DB, body.id);
    if (!offer) return notFound("Предложение не найдено");
    await env.DB.prepare("INSERT INTO privilege_club_clicks (user_id, offer_id) VALUES (?, ?)")
      .bind(userId, offer.id)
      .run();
    return reply(200, { isSucceed: true, Link: offer.link });
  });

  router.add("post", "/PrivilegeClub/SendLead", async ({ env, body, userId, reply }) => {
    if (!(await isClubMember(env.DB, userId!))) return businessError(NOT_A_MEMBER);
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
    return reply(200, { isSucceed: true });
  });
}
