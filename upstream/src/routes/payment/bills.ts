// Bill downloads: the monthly bill PDF by id, and the regional build's three files by Ident (signed bill,
// details, control file), which the reference provider generates from the account's latest bill.
import { monthOfIso, my } from "../../dates";
import { fileResponse, makePdf, storedFileResponse, translit } from "../../files";
import { notFound } from "../../http";
import type { Router } from "../../router";
import { periodName } from "./accounting";
import { PRIVATE_FILE } from "./files";
import { ownAccountByIdent } from "./store";

const noBill = () => notFound("Квитанция не найдена");

interface LatestBill {
  id: number;
  period: string;
  accounting: number;
  total: number;
}

async function latestBill(db: D1Database, accountId: number): Promise<LatestBill | null> {
  return db
    .prepare(
      "SELECT id, period, accounting, total FROM bills WHERE account_id = ? ORDER BY period DESC, id DESC LIMIT 1",
    )
    .bind(accountId)
    .first<LatestBill>();
}

// How the demo splits a bill into services (shares of the accrued amount).
const SERVICES: [string, string, number][] = [
  ["maintenance", "Содержание жилого помещения", 0.34],
  ["heating", "Отопление", 0.28],
  ["cold_water", "Холодное водоснабжение", 0.09],
  ["hot_water", "Горячее водоснабжение", 0.17],
  ["wastewater", "Водоотведение", 0.07],
];

function breakdown(accounting: number): { code: string; name: string; sum: number }[] {
  const cents = Math.round(accounting * 100);
  let rest = cents;
  return SERVICES.map(([code, name, share], i) => {
    const part = i === SERVICES.length - 1 ? rest : Math.round(cents * share);
    rest -= part;
    return { code, name, sum: part / 100 };
  });
}

export function billsRoutes(router: Router): void {
  router.add("get", "/Bills/Download/{id}", async ({ env, params, userId }) => {
    const row = /^\d+$/.test(params.id)
      ? await env.DB.prepare(
          `SELECT b.id, b.period, b.file_key, a.ident FROM bills b JOIN accounts a ON a.id = b.account_id
           WHERE b.id = ? AND b.account_id IN (SELECT account_id FROM user_accounts WHERE user_id = ?)`,
        )
          .bind(Number(params.id), userId)
          .first<{ id: number; period: string; file_key: string | null; ident: string }>()
      : null;
    if (!row?.file_key) return noBill();
    const month = monthOfIso(row.period);
    const response = await storedFileResponse(env.FILES, row.file_key, {
      type: "application/pdf",
      name: `Квитанция_${row.ident}_${my(month)}.pdf`,
      fallback: `bill_${row.ident}_${month}.pdf`,
      cache: PRIVATE_FILE,
    });
    return response ?? noBill();
  });

  router.add("get", "/Bills/SignedFile/{ident}", async ({ env, params, userId }) => {
    const account = await ownAccountByIdent(env.DB, userId!, params.ident);
    const bill = account ? await latestBill(env.DB, account.id) : null;
    if (!account || !bill) return noBill();
    const pdf = makePdf([
      `Signed bill ${account.ident} for ${translit(periodName(bill.period))}`,
      `Address: ${account.address}`,
      `Accrued: ${bill.accounting.toFixed(2)} RUB`,
      `Total to pay: ${bill.total.toFixed(2)} RUB`,
      "Signed with the demo provider's electronic signature (reference upstream, not a legal document).",
    ]);
    return fileResponse(pdf, {
      type: "application/pdf",
      name: `Квитанция_с_подписью_${account.ident}.pdf`,
      fallback: `signed_${account.ident}.pdf`,
      cache: PRIVATE_FILE,
    });
  });

  router.add("get", "/Bills/DetailsFile/{ident}", async ({ env, params, userId }) => {
    const account = await ownAccountByIdent(env.DB, userId!, params.ident);
    const bill = account ? await latestBill(env.DB, account.id) : null;
    if (!account || !bill) return noBill();
    const lines = ["Лицевой счёт;Период;Услуга;Начислено"].concat(
      breakdown(bill.accounting).map(
        (s) => `${account.ident};${periodName(bill.period)};${s.name};${s.sum.toFixed(2)}`,
      ),
    );
    // A BOM so spreadsheet programs read the Cyrillic text as UTF-8.
    const csv = new TextEncoder().encode(`\uFEFF${lines.join("\r\n")}\r\n`);
    return fileResponse(csv, {
      type: "text/csv; charset=utf-8",
      name: `Детализация_${account.ident}.csv`,
      fallback: `details_${account.ident}.csv`,
      cache: PRIVATE_FILE,
    });
  });

  router.add("get", "/Bills/ControlFile/{ident}", async ({ env, params, userId }) => {
    const account = await ownAccountByIdent(env.DB, userId!, params.ident);
    const bill = account ? await latestBill(env.DB, account.id) : null;
    if (!account || !bill) return noBill();
    const services = breakdown(bill.accounting)
      .map((s) => `    <service code="${s.code}" sum="${s.sum.toFixed(2)}"/>`)
      .join("\n");
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bill ident="${account.ident}" period="${monthOfIso(bill.period)}" accounting="${bill.accounting.toFixed(2)}" total="${bill.total.toFixed(2)}">
  <services>
${services}
  </services>
</bill>
`;
    return fileResponse(new TextEncoder().encode(xml), {
      type: "application/xml",
      name: `Контрольный_файл_${account.ident}.xml`,
      fallback: `control_${account.ident}.xml`,
      cache: PRIVATE_FILE,
    });
  });
}
