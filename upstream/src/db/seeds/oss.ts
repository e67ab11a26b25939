import { MOSCOW } from "../../dates";
import { makePdf } from "../../files";
import type { SeedContext } from "./context";

// Demo owners' meetings of house 101 for Петрова (accessOSS, account 3000001, premise 21): one per status.
// Listed soonest-ending first, so meeting 13 (voting, Петрова answered 2 of 3 questions) is /Data/0 of
// GET /OSS/List: the conformance checker answers its last question and completes the vote.

interface DemoQuestion {
  text: string;
  message: string;
  file?: number;
  /** Other owners' votes: for, against, abstained. */
  votes: [number, number, number];
  /** Петрова's answer code. */
  petrova?: "0" | "1" | "2";
}

interface DemoMeeting {
  id: number;
  title: string;
  published: boolean;
  start: number;
  end: number;
  release: number;
  form: string;
  baseCompleteArea: number;
  admin: "org" | "person";
  protocol?: number;
  finalDocument?: number;
  blank?: number;
  petrovaCompleted?: boolean;
  questions: DemoQuestion[];
}

const files: { id: number; name: string; title: string }[] = [
  { id: 1, name: "Отчёт управляющей организации.pdf", title: "Annual report of the managing organisation" },
  { id: 2, name: "Смета текущего ремонта.pdf", title: "Maintenance estimate" },
  { id: 3, name: "Коммерческое предложение на замену лифтов.pdf", title: "Lift replacement offer" },
  { id: 4, name: "Бланк решения кв. 21.pdf", title: "Voting blank, premise 21 (lift replacement)" },
  { id: 5, name: "Протокол общего собрания.pdf", title: "Minutes of the owners' meeting" },
  { id: 6, name: "Уведомление об итогах голосования.pdf", title: "Notice of the voting results" },
  { id: 7, name: "Бланк решения кв. 21.pdf", title: "Voting blank, premise 21 (capital repair fund)" },
  { id: 8, name: "Бланк решения кв. 21.pdf", title: "Voting blank, premise 21 (annual meeting)" },
  { id: 9, name: "Расчёт взносов на капремонт.pdf", title: "Capital repair contributions" },
];

const meetings: DemoMeeting[] = [
  {
    id: 11,
    title: "Выбор подрядчика для ремонта кровли",
    published: false,
    start: 20,
    end: 35,
    release: 38,
    form: "Заочное",
    baseCompleteArea: 0,
    admin: "org",
    questions: [
      {
        text: "Выбор подрядной организации для ремонта кровли",
        message: "Проект решения готовится.",
        votes: [0, 0, 0],
      },
    ],
  },
  {
    id: 12,
    title: "Установка системы видеонаблюдения",
    published: true,
    start: 5,
    end: 25,
    release: 28,
    form: "Очно-заочное",
    baseCompleteArea: 0,
    admin: "org",
    questions: [
      {
        text: "Установка камер видеонаблюдения в подъездах и во дворе",
        message: "Предлагается установить 12 камер.",
        votes: [0, 0, 0],
      },
      {
        text: "Утверждение ежемесячной платы за обслуживание системы",
        message: "35 руб. с помещения в месяц.",
        votes: [0, 0, 0],
      },
    ],
  },
  {
    id: 13,
    title: "Годовое общее собрание собственников",
    published: true,
    start: -3,
    end: 5,
    release: 8,
    form: "Очно-заочное",
    baseCompleteArea: 1834.2,
    admin: "org",
    blank: 8,
    questions: [
      {
        text: "Избрание председателя и секретаря собрания",
        message: "Предлагается избрать председателем Смирнова А. В., секретарём Петрову А. С.",
        votes: [41, 3, 5],
        petrova: "0",
      },
      {
        text: "Утверждение отчёта управляющей организации за год",
        message: "Отчёт приложен к вопросу.",
        file: 1,
        votes: [36, 7, 6],
        petrova: "0",
      },
      {
        text: "Утверждение плана текущего ремонта на следующий год",
        message: "Смета приложена к вопросу.",
        file: 2,
        votes: [30, 11, 8],
      },
    ],
  },
  {
    id: 14,
    title: "Замена лифтового оборудования",
    published: true,
    start: -6,
    end: 9,
    release: 12,
    form: "Заочное",
    baseCompleteArea: 2210.75,
    admin: "person",
    blank: 4,
    petrovaCompleted: true,
    questions: [
      {
        text: "Замена двух пассажирских лифтов за счёт фонда капитального ремонта",
        message: "Коммерческое предложение приложено.",
        file: 3,
        votes: [52, 6, 4],
        petrova: "0",
      },
      {
        text: "Выбор лица, уполномоченного подписывать акты выполненных работ",
        message: "Предлагается Смирнов А. В., кв. 3.",
        votes: [47, 5, 10],
        petrova: "2",
      },
    ],
  },
  {
    id: 15,
    title: "Выбор способа формирования фонда капитального ремонта",
    published: true,
    start: -40,
    end: -10,
    release: -7,
    form: "Заочное",
    baseCompleteArea: 3318.4,
    admin: "org",
    protocol: 5,
    finalDocument: 6,
    blank: 7,
    petrovaCompleted: true,
    questions: [
      {
        text: "Формирование фонда капитального ремонта на специальном счёте",
        message: "Расчёт взносов приложен.",
        file: 9,
        votes: [68, 9, 7],
        petrova: "0",
      },
      {
        text: "Выбор владельца специального счёта",
        message: "Предлагается управляющая организация ООО «УК Демо».",
        votes: [61, 12, 11],
        petrova: "1",
      },
    ],
  },
];

const ADMIN = {
  org: {
    isFl: 0,
    name: "ООО «УК Демо»",
    document: "ОГРН 1157700000001",
    address: "г. Москва, ул. Лесная, д. 5, пом. I",
    post: "125047, г. Москва, а/я 15",
    phone: "+7 (800) 555-35-35",
    email: "oss@uk-demo.example",
    site: "https://uk-demo.example",
  },
  person: {
    isFl: 1,
    name: "Смирнов Алексей Викторович",
    document: "Выписка из ЕГРН № 77:05:0004005:1003-77/051/2018-2",
    address: "г. Москва, ул. Лесная, д. 5, кв. 3",
    post: "г. Москва, ул. Лесная, д. 5, кв. 3",
    phone: "+7 (900) 111-22-33",
    email: "smirnov@example.ru",
    site: null,
  },
};

const PETROVA = "(SELECT id FROM users WHERE phone = '79000000002')";
const PETROVA_ACCOUNT = "(SELECT id FROM accounts WHERE ident = '3000001')";

export async function seedOss({ db, files: bucket, today }: SeedContext): Promise<D1PreparedStatement[]> {
  const at = (days: number, hour: number) =>
    today.add({ days }).toZonedDateTime({ timeZone: MOSCOW, plainTime: { hour } }).toInstant().toString();
  const stmts: D1PreparedStatement[] = [];
  for (const f of files) {
    const key = `polls/oss/${f.id}.pdf`;
    await bucket.put(
      key,
      makePdf([f.title, "Demo document of the reference upstream", `Generated ${today.toString()}`]),
      {
        httpMetadata: { contentType: "application/pdf" },
      },
    );
    stmts.push(
      db
        .prepare("INSERT INTO oss_files (id, name, content_type, r2_key) VALUES (?, ?, 'application/pdf', ?)")
        .bind(f.id, f.name, key),
    );
  }
  for (const m of meetings) {
    const a = ADMIN[m.admin];
    stmts.push(
      db
        .prepare(
          `INSERT INTO oss_meetings (id, house_id, title, author, initiator_names, form, published, date_start, date_end,
             results_release_date, total_accounts, area_residential, area_nonresidential, base_complete_area, protocol_file_id,
             final_document_file_id, admin_is_fl, admin_name, admin_document_number, admin_address, admin_post_address, admin_phone,
             admin_email, admin_site, web_site_for_scan_doc_view, place_of_receipt_solutions)
           VALUES (?, 101, ?, ?, ?, ?, ?, ?, ?, ?, 96, 4870.5, 320.4, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          m.id,
          m.title,
          m.admin === "person" ? "Собственник помещения" : "Управляющая организация",
          m.admin === "person" ? "Смирнов Алексей Викторович (кв. 3)" : "ООО «УК Демо»",
          m.form,
          m.published ? 1 : 0,
          at(m.start, 10),
          at(m.end, 20),
          today.add({ days: m.release }).toString(),
          m.baseCompleteArea,
          m.protocol ?? null,
          m.finalDocument ?? null,
          a.isFl,
          a.name,
          a.document,
          a.address,
          a.post,
          a.phone,
          a.email,
          a.site,
          "https://uk-demo.example/oss",
          "г. Москва, ул. Лесная, д. 5, пом. I (офис управляющей организации), ящик для бланков решений",
        ),
    );
    stmts.push(
      db
        .prepare(
          `INSERT INTO oss_accounts (oss_id, account_id, premise_number, area, property_percent, document, document_date, blank_file_id)
           VALUES (?, ${PETROVA_ACCOUNT}, '21', 54.3, 100, 'Выписка из ЕГРН № 77:05:0004005:1021-77/051/2019-3', ?, ?)`,
        )
        .bind(m.id, today.subtract({ years: 6, days: 41 }).toString(), m.blank ?? null),
    );
    m.questions.forEach((q, i) => {
      const qid = m.id * 10 + i + 1;
      stmts.push(
        db
          .prepare(
            "INSERT INTO oss_questions (id, oss_id, number, text, question_message, file_id) VALUES (?, ?, ?, ?, ?, ?)",
          )
          .bind(qid, m.id, i + 1, q.text, q.message, q.file ?? null),
      );
      q.votes.forEach((n, code) => {
        if (n === 0) return;
        stmts.push(
          db
            .prepare(
              `WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ?)
               INSERT INTO oss_votes (question_id, voter, answer) SELECT ?, 'demo:${code}:' || i, ? FROM seq`,
            )
            .bind(n, qid, String(code)),
        );
      });
      if (q.petrova) {
        stmts.push(
          db
            .prepare(`INSERT INTO oss_votes (question_id, voter, answer) VALUES (?, 'u:' || ${PETROVA}, ?)`)
            .bind(qid, q.petrova),
        );
      }
    });
    if (m.petrovaCompleted || m.questions.some((q) => q.petrova)) {
      const started = at(m.start + 1, 19);
      stmts.push(
        db
          .prepare(
            `INSERT INTO oss_participants (oss_id, user_id, acquainted_at, voting_started_at, completed_at) VALUES (?, ${PETROVA}, ?, ?, ?)`,
          )
          .bind(m.id, started, started, m.petrovaCompleted ? started : null),
      );
    }
  }
  return stmts;
}
