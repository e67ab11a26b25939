import { MOSCOW } from "../../dates";
import { mockupPng } from "../../routes/support/files";
import { MOCKUP_KEY } from "../../routes/support/public";
import type { SeedContext } from "./context";

interface HelpNode {
  name: string;
  conclusion?: string;
  children?: HelpNode[];
}

// Three levels: topic → problem → (detail →) conclusion. A leaf without a conclusion goes to an operator.
const helpTree: HelpNode[] = [
  {
    name: "Оплата",
    children: [
      {
        name: "Не проходит оплата картой",
        children: [
          {
            name: "Банк отклонил платёж",
            conclusion:
              "Проверьте срок действия карты и лимиты на интернет-платежи в приложении банка. Если всё в порядке — попробуйте другую платёжную систему на странице оплаты.",
          },
          {
            name: "Деньги списаны, а оплата не видна",
            conclusion:
              "Платёж отображается в истории в течение 3 рабочих дней. Если прошло больше — пришлите чек оператору, мы найдём платёж.",
          },
        ],
      },
      {
        name: "Неверная сумма к оплате",
        children: [
          {
            name: "Сумма не изменилась после оплаты",
            conclusion:
              "Сумма к оплате обновляется раз в месяц, после начисления. Оплаченные суммы видны на вкладке «История».",
          },
        ],
      },
      { name: "Не вижу квитанцию", conclusion: "Квитанции появляются на вкладке «Квитанции» после 5-го числа месяца." },
    ],
  },
  {
    name: "Показания",
    children: [
      {
        name: "Не могу передать показания",
        children: [
          {
            name: "Поле ввода недоступно",
            conclusion:
              "Показания принимаются в период, указанный под счётчиком. Если истёк срок поверки, закажите поверку — после неё приём показаний возобновится.",
          },
          {
            name: "Пишет, что значение меньше предыдущего",
            conclusion:
              "Новое показание не может быть меньше предыдущего. Проверьте, не перепутаны ли тарифы (день/ночь).",
          },
        ],
      },
      {
        name: "Счётчика нет в списке",
        conclusion: "Счётчик добавляется после акта ввода в эксплуатацию. Создайте заявку на опломбировку.",
      },
    ],
  },
  {
    name: "Заявки",
    children: [
      {
        name: "Не могу создать заявку",
        children: [
          {
            name: "Не выбирается адрес",
            conclusion: "Заявки можно создавать только по домам, которые обслуживает наша компания.",
          },
          {
            name: "Создание заявок запрещено",
            conclusion: "По этому лицевому счёту приём заявок ограничен: причина указана на форме заявки.",
          },
        ],
      },
      {
        name: "Нет ответа по заявке",
        conclusion: "Диспетчер отвечает в течение рабочего дня. Срочные аварии — по телефону +7 (800) 555-35-35.",
      },
    ],
  },
  {
    name: "Вход и регистрация",
    children: [
      {
        name: "Не приходит код подтверждения",
        conclusion:
          "Код приходит звонком или SMS. Повторно запросить код можно через 60 секунд, не более 3 раз за 10 минут.",
      },
    ],
  },
  { name: "Другой вопрос" },
];

const policy = `Политика обработки персональных данных

1. ООО «УК Демо» & партнёры (далее — Оператор) обрабатывают персональные данные пользователей личного кабинета в соответствии с Федеральным законом № 152-ФЗ «О персональных данных».
2. Обрабатываются: ФИО, номер телефона, адрес электронной почты, номера лицевых счетов, адрес помещения, дата рождения (если указана).
3. Цели обработки: начисление и приём платы за ЖКУ, приём показаний и заявок, информирование о работах в доме.
4. Данные не передаются третьим лицам, кроме случаев, предусмотренных законом, и платёжных систем при оплате.
5. Отозвать согласие можно, удалив профиль в личном кабинете или написав на <privacy@uk-demo.ru>.`;

const agreement = `Согласие на обработку персональных данных

Я, пользователь личного кабинета, даю ООО «УК Демо» согласие на обработку моих персональных данных (ФИО, телефон, e-mail, номера лицевых счетов & адрес помещения) в целях, указанных в Политике обработки персональных данных, на срок использования личного кабинета.
Согласие действует с момента регистрации и может быть отозвано письменным заявлением по адресу <privacy@uk-demo.ru>.
Срок хранения данных после отзыва согласия — не более 30 дней, если иное не требует закон (условие «срок < 30 дней» не распространяется на платёжные документы).`;

const lkPolicy = `Политика обработки персональных данных (ТСЖ «Садовая, 17»)

ТСЖ «Садовая, 17» & ООО «УК Демо» обрабатывают ФИО, телефон и номера лицевых счетов для начислений и приёма показаний. Вопросы: <tsj@uk-demo.ru>.`;

/** Demo data of this area: help tree, client bases, prefixes, clickable links, personal-data texts, a chat. */
export async function seedSupport(ctx: SeedContext): Promise<D1PreparedStatement[]> {
  const { db, today } = ctx;
  const stmts: D1PreparedStatement[] = [];

  let nextId = 1;
  const addNodes = (nodes: HelpNode[], parent: number | null) =>
    nodes.forEach((node, position) => {
      const id = nextId++;
      stmts.push(
        db
          .prepare("INSERT INTO support_help_nodes (id, parent_id, position, name, conclusion) VALUES (?, ?, ?, ?, ?)")
          .bind(id, parent, position, node.name, node.conclusion ?? null),
      );
      addNodes(node.children ?? [], id);
    });
  addNodes(helpTree, null);

  stmts.push(db.prepare("INSERT INTO client_bases (id, name) VALUES (1, 'УК «Демо»'), (2, 'ТСЖ «Садовая, 17»')"));
  stmts.push(
    db.prepare(
      "INSERT INTO account_prefixes (prefix, name, position) VALUES ('ЛС', 'Лицевой счёт УК «Демо»', 1), ('ЕЛС', 'Единый лицевой счёт (ГИС ЖКХ)', 2)",
    ),
  );
  stmts.push(
    db.prepare(
      "INSERT INTO clickable_links (code, url) VALUES ('privilege-club', 'https://club.uk-demo.ru/'), ('tariffs', 'https://uk-demo.ru/tariffs'), ('app-android', 'https://play.google.com/store/apps/details?id=ru.example.resident')",
    ),
  );
  for (const [kind, host, text] of [
    ["policy", "", policy],
    ["agreement", "", agreement],
    ["policy", "lk.uk-demo.ru", lkPolicy],
  ] as const) {
    stmts.push(db.prepare("INSERT INTO public_texts (kind, host, text) VALUES (?, ?, ?)").bind(kind, host, text));
  }

  // A finished issue of Иванов three days ago: the history shows, and a new issue starts with the help tree.
  const at = (hour: number, minute: number, second: number) =>
    today
      .subtract({ days: 3 })
      .toZonedDateTime({ timeZone: MOSCOW, plainTime: { hour, minute, second } })
      .toInstant()
      .toString();
  const chat: [number, string, string][] = [
    [1, "Оплата → Не проходит оплата картой → Банк отклонил платёж\nСтраница: /payment", at(10, 15, 5)],
    [1, "Здравствуйте! Не проходит оплата картой, пишет «операция отклонена».", at(10, 15, 31)],
    [
      0,
      "Здравствуйте! Попробуйте, пожалуйста, другую платёжную систему — у банка сейчас технические работы.",
      at(10, 21, 48),
    ],
    [1, "Получилось, спасибо!", at(10, 30, 2)],
  ];
  chat.forEach(([isSelf, text, added], i) => {
    stmts.push(
      db
        .prepare(
          "INSERT INTO support_messages (chat_key, user_id, phone, is_self, is_tech_info, text, added) SELECT 'user:' || id, id, phone, ?, ?, ?, ? FROM users WHERE phone = '79000000001'",
        )
        .bind(isSelf, i === 0 ? 1 : 0, text, added),
    );
  });

  await ctx.files.put(MOCKUP_KEY, mockupPng(), { httpMetadata: { contentType: "image/png" } });
  return stmts;
}
