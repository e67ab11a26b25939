import { randomToken, sha256, verifyPassword } from "../crypto";
import { json, readJson, type Router } from "../http";
import { loadUser } from "./user";

export function authRoutes(router: Router): void {
  router.add(
    "POST",
    "/auth/login",
    async (req, { env }) => {
      const body = await readJson<{ phone: string; password: string }>(req);
      const phone = String(body.phone ?? "").replace(/\D/g, "");
      const row = await env.DB.prepare("SELECT id, password_hash FROM users WHERE phone = ?")
        .bind(phone)
        .first<{ id: number; password_hash: string }>();
      if (!row || !body.password || !(await verifyPassword(String(body.password), row.password_hash))) {
        return json({ Message: "Не верная пара логин/пароль" }, 401);
      }
      const token = randomToken();
      await env.DB.prepare("INSERT INTO tokens (token_hash, user_id) VALUES (?, ?)").bind(await sha256(token), row.id).run();
      const user = await loadUser(env.DB, row.id);
      return json({ ...user, acx: token });
    },
    { auth: false },
  );
}
