// The access guides the portal shows in a frame at /ag and /triniti (reference upstream only, not part of the
// contract): a demo stand-in for the provider's own pages. Reached through the portal at /__upstream/demo/guide/…,
// so the portal is "self" and may frame it.
import type { Router } from "../../router";
import { page } from "../payment/demo-page";

const GUIDES: Record<string, { title: string; steps: string[] }> = {
  ag: {
    title: "Как получить доступ в подъезд и на территорию",
    steps: [
      "Установите мобильное приложение управляющей компании и войдите по номеру телефона.",
      "В разделе «Доступ» выберите свой адрес: ключ появится после проверки собственности (до 1 рабочего дня).",
      "Поднесите телефон к считывателю у двери или нажмите «Открыть» в приложении.",
    ],
  },
  triniti: {
    title: "Доступ через систему «Тринити»",
    steps: [
      "Получите в управляющей компании код приглашения для вашей квартиры.",
      "В приложении «Тринити» введите код приглашения и подтвердите телефон.",
      "Шлагбаум и калитки открываются из приложения или звонком на номер въезда.",
    ],
  },
};

export function guideRoutes(router: Router): void {
  router.page("GET", "/demo/guide/{name}", async ({ params }) => {
    const guide = GUIDES[params.name ?? ""];
    if (!guide) return page("Инструкция не найдена", "<h1>Инструкция не найдена</h1>", 404, "'self'");
    const steps = guide.steps.map((s) => `<li>${s}</li>`).join("\n");
    return page(
      guide.title,
      `<h1>${guide.title}</h1>\n<p class="note">Демонстрационная инструкция эталонного поставщика.</p>\n<ol>\n${steps}\n</ol>`,
      200,
      "'self'",
    );
  });
}
