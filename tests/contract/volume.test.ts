import { describe, expect, it } from "vitest";
import { useUpstream } from "./harness";

// Issue 14: D1 binds at most 100 parameters per statement, and a query with a placeholder per row failed for a
// resident with more than about a hundred requests. Every list must work for thousands of rows: one throwaway
// resident gets 1 000 requests, 1 000 readings of one meter and 1 000 payments, written straight into the
// database (the API has no way to backdate a thousand months), then reads them through the contract.
const { up } = useUpstream();
const N = 1000;
const SERIES = `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${N})`;

describe("a resident with a thousand of everything", () => {
  it(
    "GET /Requests/List, /Meters/List, /Meters/MeterValues and /Accounting/Info answer all of it",
    { timeout: 60_000 },
    async () => {
      const resident = await up.newResident();
      const ident = await up.metersAccount(resident.phone);
      const db = up.env.DB;
      const account = await db.prepare("SELECT id FROM accounts WHERE ident = ?").bind(ident).first<{ id: number }>();
      const meter = await db
        .prepare("SELECT id, unique_num FROM meters WHERE account_id = ? ORDER BY id LIMIT 1")
        .bind(account!.id)
        .first<{ id: number; unique_num: string }>();
      const userId = await up.userId(resident.phone);
      await db.batch([
        db
          .prepare(
            `${SERIES} INSERT INTO requests (number, user_id, account_id, name, text, added)
         SELECT ? || '-' || i, ?, ?, 'Заявка ' || i, 'Текст ' || i, strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-' || i || ' hours') FROM n`,
          )
          .bind(`V${ident}`, userId, account!.id),
        db.prepare("DELETE FROM meter_values WHERE meter_id = ?").bind(meter!.id),
        db
          .prepare(
            `${SERIES} INSERT INTO meter_values (meter_id, period, kind, value, is_accepted)
         SELECT ?, date('1900-01-01', '+' || i || ' months'), 'Показания переданы', i, 1 FROM n`,
          )
          .bind(meter!.id),
        db
          .prepare(
            `${SERIES} INSERT INTO payments (account_id, kind, payment_type, sum, paid_at)
         SELECT ?, 'utility', 'online', i, strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-' || i || ' days') FROM n`,
          )
          .bind(account!.id),
      ]);

      const requests = await up.call("GET /Requests/List", { token: resident.token });
      expect(requests.status).toBe(200);
      expect(requests.json.Requests).toHaveLength(N);

      const meters = await up.call("GET /Meters/List", { token: resident.token });
      expect(meters.status).toBe(200);
      const values = await up.call("GET /Meters/MeterValues", {
        token: resident.token,
        query: { meterUniqueNum: meter!.unique_num },
      });
      expect(values.status).toBe(200);
      expect(values.json.Data).toHaveLength(N);

      const info = await up.call("GET /Accounting/Info", { token: resident.token });
      expect(info.status).toBe(200);
      const mine = info.json.Data.find((a: { Ident: string }) => a.Ident === ident);
      expect(mine.Payments).toHaveLength(N);
    },
  );
});
