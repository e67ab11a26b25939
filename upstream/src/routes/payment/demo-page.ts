// The simulated payment page a pay link leads to (reference upstream only, not part of the contract). It
// stands in for a bank's card form: the resident confirms or declines, and is sent back to the portal.
// Reached through the portal at /__upstream/demo/pay/{token}, so it needs no token of its own: the
// unguessable pay-link token identifies the order.
import type { Router } from "../../router";
import { declineOrder, findOrder, payOrder, type Order } from "./orders";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** "1 400,00 ₽" with no-break spaces, the Russian way (not via Intl, so every runtime prints the same). */
export function money(kopecks: number): string {
  const abs = Math.abs(Math.round(kopecks));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, "\u00a0");
  return `${kopecks < 0 ? "−" : ""}${whole},${String(abs % 100).padStart(2, "0")}\u00a0₽`;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f3f5f8;color:#1b1f24}
main{max-width:32rem;margin:2rem auto;background:#fff;padding:1.5rem 2rem;border-radius:8px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin-top:0}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#4a5360}dd{margin:0}
.total{font-size:1.2rem;font-weight:600}.actions{display:flex;gap:1rem;flex-wrap:wrap;margin-top:1.5rem}form{margin:0}
button{font:inherit;padding:.6rem 1.4rem;border-radius:6px;border:2px solid #1f6fb2;cursor:pointer}
button.pay{background:#1f6fb2;color:#fff}button.decline{background:#fff;color:#1f6fb2}
button:focus-visible{outline:3px solid #f0a000;outline-offset:2px}.note{color:#4a5360;font-size:.9rem}`;

export function page(title: string, content: string, status = 200, frameAncestors = "'none'"): Response {
  const html = `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": `default-src 'none'; style-src 'unsafe-inline'; frame-ancestors ${frameAncestors}; base-uri 'none'`,
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
    },
  });
}

async function describeOrder(db: D1Database, order: Order): Promise<string> {
  const idents = await db
    .prepare("SELECT id, ident, address FROM accounts WHERE id IN (SELECT value FROM json_each(?))")
    .bind(JSON.stringify(order.items.map((i) => i.accountId)))
    .all<{ id: number; ident: string; address: string }>();
  const rows: [string, string][] = [];
  if (order.request_id !== null) {
    const r = await db
      .prepare("SELECT number, paid_service_text FROM requests WHERE id = ?")
      .bind(order.request_id)
      .first<{
        number: string;
        paid_service_text: string | null;
      }>();
    rows.push(["Заявка", `№${r?.number ?? order.request_id}${r?.paid_service_text ? `, ${r.paid_service_text}` : ""}`]);
    if (order.bonus_amount > 0) rows.push(["Оплачено бонусами", money(order.bonus_amount)]);
  }
  if (order.invoice_uid) {
    const inv = await db
      .prepare("SELECT display_name FROM invoices WHERE uid = ?")
      .bind(order.invoice_uid)
      .first<{ display_name: string }>();
    rows.push(["Счёт", inv?.display_name ?? order.invoice_uid]);
  }
  for (const item of order.items) {
    const a = idents.results.find((x) => x.id === item.accountId);
    rows.push(["Лицевой счёт", `${a?.ident ?? item.accountId}, ${a?.address ?? ""}`]);
    rows.push(["Сумма", money(item.sum)]);
    if (item.sumFine > 0) rows.push(["Пени", money(item.sumFine)]);
    if (item.insurance > 0) rows.push(["Страхование", money(item.insurance)]);
  }
  rows.push(["Комиссия", money(order.commission)]);
  return rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join("\n");
}

export function demoPayRoutes(router: Router): void {
  // The provider's invoice page the portal's /payment-invoice/{token} shows in a frame (reached through the
  // portal, so "self" is the portal); the token is the invoice's uid.
  router.page("GET", "/demo/invoice/{token}", async ({ env, params }) => {
    const inv = await env.DB.prepare(
      "SELECT i.display_name, i.debt, i.debt_fine, i.paid, a.ident FROM invoices i JOIN accounts a ON a.id = i.account_id WHERE i.uid = ?",
    )
      .bind(params.token ?? "")
      .first<{ display_name: string; debt: number; debt_fine: number; paid: number; ident: string }>();
    if (!inv) return page("Счёт не найден", "<h1>Счёт не найден</h1>", 404, "'self'");
    return page(
      inv.display_name,
      `<h1>${escapeHtml(inv.display_name)}</h1>
<dl>
<dt>Лицевой счёт</dt><dd>${escapeHtml(inv.ident)}</dd>
<dt>Сумма</dt><dd>${escapeHtml(money(Math.round(inv.debt * 100)))}</dd>
<dt>Пени</dt><dd>${escapeHtml(money(Math.round(inv.debt_fine * 100)))}</dd>
<dt>Состояние</dt><dd>${inv.paid ? "Оплачен" : "Не оплачен"}</dd>
</dl>`,
      200,
      "'self'",
    );
  });

  router.page("GET", "/demo/pay/{token}", async ({ env, params }) => {
    const order = await findOrder(env.DB, params.token ?? "");
    if (!order)
      return page("Платёж не найден", "<h1>Платёж не найден</h1><p>Ссылка на оплату недействительна.</p>", 404);
    if (order.status !== "pending") {
      const paid = order.status === "paid";
      const back = paid ? order.success_url : order.fail_url;
      return page(
        paid ? "Платёж выполнен" : "Платёж отклонён",
        `<h1>${paid ? "Платёж уже выполнен" : "Платёж отклонён"}</h1>
<p><a href="${escapeHtml(back)}">Вернуться в личный кабинет</a></p>`,
      );
    }
    const system = await env.DB.prepare("SELECT display_name FROM payment_systems WHERE name = ?")
      .bind(order.payment_system)
      .first<{ display_name: string }>();
    const total = order.amount + order.commission;
    return page(
      "Оплата — демонстрационная платёжная страница",
      `<h1>Оплата через ${escapeHtml(system?.display_name ?? order.payment_system)}</h1>
<p class="note">Демонстрационная страница эталонного поставщика: деньги не списываются, данные карты не нужны.</p>
<dl>
${await describeOrder(env.DB, order)}
<dt>Итого к оплате</dt><dd class="total">${escapeHtml(money(total))}</dd>
</dl>
<div class="actions">
<form method="post"><input type="hidden" name="action" value="pay"><button type="submit" class="pay">Оплатить ${escapeHtml(money(total))}</button></form>
<form method="post"><input type="hidden" name="action" value="decline"><button type="submit" class="decline">Отказаться от оплаты</button></form>
</div>`,
    );
  });

  router.page("POST", "/demo/pay/{token}", async ({ env, req, params }) => {
    const order = await findOrder(env.DB, params.token ?? "");
    if (!order)
      return page("Платёж не найден", "<h1>Платёж не найден</h1><p>Ссылка на оплату недействительна.</p>", 404);
    let action = "";
    try {
      action = String((await req.formData()).get("action") ?? "");
    } catch {
      action = "";
    }
    if (order.status === "pending") {
      if (action === "pay") await payOrder(env.DB, env.FILES, order);
      else if (action === "decline") await declineOrder(env.DB, order);
      else
        return page(
          "Неизвестное действие",
          "<h1>Неизвестное действие</h1><p>Выберите «Оплатить» или «Отказаться от оплаты».</p>",
          400,
        );
    }
    const finished = await findOrder(env.DB, order.token);
    const target = finished?.status === "paid" ? order.success_url : order.fail_url;
    return new Response(null, { status: 303, headers: { location: target, "cache-control": "no-store" } });
  });
}
