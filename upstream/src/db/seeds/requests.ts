import type { Temporal } from "temporal-polyfill";
import { MOSCOW } from "../../dates";
import { makePdf } from "../../files";
import type { SeedContext } from "./context";

// Demo data of service requests (see the contract issue): request types, Иванов's requests in every state the
// portal shows (new and cancellable, in work, done and closable, reopened, closed, paid), an open request by
// access code 123456, and one of Петрова's (someone else's, for ownership checks). The open request is
// Иванов's newest and carries a file: x-conformance takes file ids from /Requests/List's first request.

interface TypeSeed {
  id: number;
  name: string;
  message?: string;
  children?: TypeSeed[];
}

// Names come as the provider stores them: some lower-case (the portal capitalises the first letter).
const TYPES: TypeSeed[] = [
  { id: 1, name: "Общие вопросы" },
  {
    id: 2,
    name: "Сантехника",
    children: [
      {
        id: 21,
        name: "протечка",
        children: [
          { id: 211, name: "в квартире" },
          { id: 212, name: "в подъезде" },
          { id: 213, name: "с крыши" },
        ],
      },
      { id: 22, name: "засор канализации" },
      {
        id: 23,
        name: "нет воды",
        children: [
          { id: 231, name: "холодной" },
          { id: 232, name: "горячей" },
        ],
      },
    ],
  },
  {
    id: 3,
    name: "Электрика",
    children: [
      {
        id: 31,
        name: "нет света",
        children: [
          { id: 311, name: "в квартире" },
          { id: 312, name: "в подъезде" },
        ],
      },
      { id: 32, name: "замена лампы" },
      { id: 33, name: "домофон" },
    ],
  },
  {
    id: 4,
    name: "Отопление",
    children: [
      { id: 41, name: "не греет батарея" },
      { id: 42, name: "течь радиатора" },
    ],
  },
  {
    id: 5,
    name: "Аварийная ситуация",
    message: "При угрозе жизни звоните 112. Аварийная служба: https://example.org/avaria (круглосуточно).",
  },
  { id: 6, name: "благоустройство территории" },
  {
    id: 7,
    name: "Платные услуги",
    message:
      "Стоимость работ сообщит диспетчер; оплатить заявку можно в приложении. Прайс-лист: https://example.org/price",
    children: [
      { id: 71, name: "сантехнические работы" },
      { id: 72, name: "электромонтажные работы" },
    ],
  },
  { id: 8, name: "Заказ в магазине" },
];

type Msg = { staff?: string; text: string; days: number; at: string; file?: string };

interface RequestSeed {
  key: string;
  ident: string;
  phone: string | null;
  type: [number, number | null, number | null];
  name: string;
  status: number;
  days: number;
  at: string;
  unread?: boolean;
  canCancel?: boolean;
  canClose?: boolean;
  closed?: boolean;
  mark?: number;
  accessCode?: string;
  paid?: { sum: number; text: string; bonus: number };
  messages: Msg[];
}

const DISPATCHER = "Диспетчер Смирнова О. В.";
const MASTER = "Мастер Кузьмин А. П.";

export async function seedRequests(ctx: SeedContext): Promise<D1PreparedStatement[]> {
  const { db, files, today } = ctx;
  const instant = (daysAgo: number, hm: string) => moscowInstant(today.subtract({ days: daysAgo }), hm);
  const stmts: D1PreparedStatement[] = [];

  const addType = (t: TypeSeed, parent: number | null, position: number) => {
    stmts.push(
      db
        .prepare("INSERT INTO request_types (id, parent_id, position, name, message_for_user) VALUES (?, ?, ?, ?, ?)")
        .bind(t.id, parent, position, t.name, t.message ?? null),
    );
    t.children?.forEach((c, i) => addType(c, t.id, i));
  };
  TYPES.forEach((t, i) => addType(t, null, i));

  const ivanov = "79000000001";
  const requests: RequestSeed[] = [
    {
      key: "closed",
      ident: "1000001",
      phone: ivanov,
      type: [1, null, null],
      name: "Общие вопросы",
      status: 6,
      days: 40,
      at: "11:20",
      closed: true,
      mark: 5,
      messages: [
        { text: "Подскажите, когда будет перерасчёт за отопление за прошлый месяц?", days: 40, at: "11:20" },
        { staff: DISPATCHER, text: "Перерасчёт будет отражён в квитанции следующего месяца.", days: 39, at: "09:05" },
        { text: "Спасибо!", days: 39, at: "09:40" },
      ],
    },
    {
      key: "reopened",
      ident: "1000001",
      phone: ivanov,
      type: [6, null, null],
      name: "Благоустройство территории",
      status: 9,
      days: 20,
      at: "08:30",
      messages: [
        { text: "Во дворе у второго подъезда глубокая яма на дороге.", days: 20, at: "08:30" },
        { staff: DISPATCHER, text: "Яма засыпана щебнем, работы выполнены.", days: 15, at: "16:00" },
        { text: "Причина повторного открытия: после дождя яма появилась снова.", days: 12, at: "19:10" },
      ],
    },
    {
      key: "done",
      ident: "1000001",
      phone: ivanov,
      type: [4, 41, null],
      name: "Отопление / Не греет батарея",
      status: 5,
      days: 10,
      at: "18:45",
      canClose: true,
      messages: [
        { text: "В спальне холодная батарея, остальные греют.", days: 10, at: "18:45" },
        { staff: MASTER, text: "Радиатор прокачан, воздух стравлен.", days: 8, at: "12:10" },
        {
          staff: DISPATCHER,
          text: "Работы выполнены. Пожалуйста, подтвердите выполнение заявки.",
          days: 8,
          at: "12:30",
        },
      ],
    },
    {
      key: "open",
      ident: "1000002",
      phone: ivanov,
      type: [3, 33, null],
      name: "Электрика / Домофон",
      status: 5,
      days: 1,
      at: "07:30",
      canClose: true,
      accessCode: "123456",
      messages: [
        { text: "Не работает домофон во втором подъезде (заявка принята по телефону).", days: 1, at: "07:30" },
        { staff: MASTER, text: "Акт выполненных работ.pdf", days: 1, at: "11:40", file: "Акт выполненных работ.pdf" },
        {
          staff: DISPATCHER,
          text: "Блок питания домофона заменён. Подтвердите выполнение или откройте заявку повторно.",
          days: 1,
          at: "11:45",
        },
      ],
    },
    {
      key: "progress",
      ident: "1000001",
      phone: ivanov,
      type: [3, 31, 312],
      name: "Электрика / Нет света / В подъезде",
      status: 2,
      days: 4,
      at: "21:15",
      unread: true,
      messages: [
        { text: "На 3 этаже не горит свет на лестничной площадке.", days: 4, at: "21:15" },
        { staff: DISPATCHER, text: "Заявка принята, электрик придёт завтра с 10 до 13.", days: 3, at: "09:00" },
        { text: "Спасибо, буду дома.", days: 3, at: "09:12" },
        { staff: MASTER, text: "Акт осмотра.pdf", days: 2, at: "11:40", file: "Акт осмотра.pdf" },
      ],
    },
    {
      key: "paid",
      ident: "1000001",
      phone: ivanov,
      type: [7, 71, null],
      name: "Платные услуги / Сантехнические работы",
      status: 2,
      days: 3,
      at: "14:05",
      paid: { sum: 1500, text: "Замена смесителя на кухне (работа мастера)", bonus: 150 },
      messages: [
        { text: "Прошу заменить смеситель на кухне, смеситель куплен.", days: 3, at: "14:05" },
        {
          staff: DISPATCHER,
          text: "Стоимость работ 1500,00 ₽. Оплатите заявку, после оплаты мастер согласует время.",
          days: 3,
          at: "15:30",
        },
      ],
    },
    {
      key: "new",
      ident: "1000001",
      phone: ivanov,
      type: [2, 21, 211],
      name: "Сантехника / Протечка / В квартире",
      status: 1,
      days: 2,
      at: "20:40",
      unread: true,
      canCancel: true,
      messages: [
        { text: "Капает вода с потолка в ванной, похоже, протечка от соседей сверху.", days: 2, at: "20:40" },
        { staff: DISPATCHER, text: "Заявка зарегистрирована, ожидайте звонка диспетчера.", days: 2, at: "20:55" },
      ],
    },
    {
      key: "petrova",
      ident: "3000001",
      phone: "79000000002",
      type: [2, 22, null],
      name: "Сантехника / Засор канализации",
      status: 2,
      days: 2,
      at: "10:30",
      messages: [{ text: "Засор в кухонной раковине.", days: 2, at: "10:30" }],
    },
  ];

  const ref = (key: string) => `seed-request-${key}`;
  const byRef = "(SELECT id FROM requests WHERE number = ?)";
  let seq = 0;
  for (const r of requests) {
    stmts.push(
      db
        .prepare(
          `INSERT INTO requests (number, user_id, account_id, type_id, sub_type_id, detail_sub_type_id, name, text, status_id,
            added, is_readed_by_client, can_canceling, can_close, is_closed, mark, access_code, can_pay_on_mobile_app, is_paid,
            paid_sum, paid_service_text, bonus_amount, sum_verified, updated_seq)
           VALUES (?, (SELECT id FROM users WHERE phone = ?), (SELECT id FROM accounts WHERE ident = ?), ?, ?, ?, ?, ?, ?,
            ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?)`,
        )
        .bind(
          ref(r.key),
          r.phone,
          r.ident,
          ...r.type,
          r.name,
          r.messages[0]!.text,
          r.status,
          instant(r.days, r.at),
          r.unread ? 0 : 1,
          r.canCancel ? 1 : 0,
          r.canClose ? 1 : 0,
          r.closed ? 1 : 0,
          r.mark ?? null,
          r.accessCode ?? null,
          r.paid ? 1 : 0,
          r.paid?.sum ?? null,
          r.paid?.text ?? null,
          r.paid?.bonus ?? 0,
          r.paid ? 1 : 0,
          ++seq,
        ),
    );
    for (const m of r.messages) {
      const added = instant(m.days, m.at);
      let fileId = "0";
      if (m.file) {
        const key = `requests/seed/${r.key}.pdf`;
        const pdf = makePdf([
          m.file.includes("осмотра") ? "Inspection report" : "Certificate of completed works",
          `Request ${r.key}`,
        ]);
        await files.put(key, pdf, { httpMetadata: { contentType: "application/pdf" } });
        stmts.push(
          db
            .prepare(
              `INSERT INTO request_files (request_id, name, content_type, size, r2_key, added) VALUES (${byRef}, ?, ?, ?, ?, ?)`,
            )
            .bind(ref(r.key), m.file, "application/pdf", pdf.length, key, added),
        );
        fileId = `(SELECT id FROM request_files WHERE r2_key = '${key}')`;
      }
      const author = m.staff ? "?" : "COALESCE((SELECT fio FROM users WHERE phone = ?), 'Житель')";
      stmts.push(
        db
          .prepare(
            `INSERT INTO request_messages (request_id, author_name, is_self, text, file_id, added)
             VALUES (${byRef}, ${author}, ?, ?, ${fileId}, ?)`,
          )
          .bind(ref(r.key), m.staff ?? r.phone, m.staff ? 0 : 1, m.text, added),
      );
    }
  }
  // Numbers as the provider makes them (year and id, see createRequestRow), once the ids exist.
  stmts.push(
    db
      .prepare("UPDATE requests SET number = ? || '-' || printf('%06d', id) WHERE number LIKE 'seed-request-%'")
      .bind(String(today.year)),
  );
  return stmts;
}

function moscowInstant(date: Temporal.PlainDate, hm: string): string {
  const [hour, minute] = hm.split(":").map(Number) as [number, number];
  return date.toZonedDateTime({ timeZone: MOSCOW, plainTime: { hour, minute } }).toInstant().toString();
}
