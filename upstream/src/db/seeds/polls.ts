import type { SeedContext } from "./context";

// Demo polls. Иванов (accounts in houses 101 and 1361) sees polls 1-6; Петрова (house 101) sees 4-6.
// Poll 1 is the newest (listed first): a fresh single-question poll that the conformance checker answers.
// Poll 7 is reached only by open-poll codes: '2026' (fresh) and '2025' (already completed).
// Other residents' answers ('demo:…' respondents) give the results realistic counts.

type Kind = "single" | "multiple" | "open" | null;
interface DemoAnswer {
  text: string;
  /** How many other residents chose it. */
  votes: number;
}
interface DemoQuestion {
  text: string;
  type: Kind;
  answers: DemoAnswer[];
}
interface DemoPoll {
  id: number;
  name: string;
  house: number | null;
  hideResults?: boolean;
  daysAgo: number;
  questions: DemoQuestion[];
  /** Иванов's answers: [question index, answer index, own text?]; marks those questions completed. */
  ivanov?: [number, number, string?][];
  ivanovRead?: boolean;
}

const OPEN_ANSWER = "Свой вариант";

const polls: DemoPoll[] = [
  {
    id: 1,
    name: "Удобное время отключения горячей воды",
    house: 1361,
    daysAgo: 1,
    questions: [
      {
        text: "Летом горячую воду отключают на плановую профилактику. Какое время начала работ вам удобнее?",
        type: null,
        answers: [
          { text: "С 9:00 в будний день", votes: 14 },
          { text: "С 13:00 в будний день", votes: 9 },
          { text: "В выходной день", votes: 21 },
        ],
      },
    ],
  },
  {
    id: 2,
    name: "Благоустройство двора",
    house: 1361,
    daysAgo: 3,
    questions: [
      {
        text: "Что добавить во двор в следующем году? Можно выбрать несколько вариантов.",
        type: "multiple",
        answers: [
          { text: "Детскую площадку", votes: 31 },
          { text: "Спортивные тренажёры", votes: 18 },
          { text: "Скамейки и освещение", votes: 26 },
          { text: "Парковочные места", votes: 22 },
        ],
      },
      {
        text: "Готовы ли вы участвовать в субботнике?",
        type: "single",
        answers: [
          { text: "Да", votes: 17 },
          { text: "Нет", votes: 12 },
        ],
      },
    ],
  },
  {
    id: 3,
    name: "Отчёт управляющей компании за год",
    house: 1361,
    daysAgo: 5,
    questions: [
      {
        text: "Ознакомьтесь с отчётом о выполненных работах: https://example.ru/uk-demo/otchet. Как вы оцениваете работу управляющей компании?",
        type: "single",
        answers: [
          { text: "Отлично", votes: 11 },
          { text: "Хорошо", votes: 19 },
          { text: "Удовлетворительно", votes: 8 },
          { text: "Плохо", votes: 4 },
        ],
      },
      {
        text: "Что нам стоит улучшить в первую очередь?",
        type: "open",
        answers: [{ text: OPEN_ANSWER, votes: 16 }],
      },
    ],
  },
  {
    id: 4,
    name: "Качество уборки подъездов",
    house: 101,
    daysAgo: 12,
    ivanovRead: true,
    ivanov: [
      [0, 1],
      [1, 0],
    ],
    questions: [
      {
        text: "Как часто, по-вашему, убирают ваш подъезд?",
        type: "single",
        answers: [
          { text: "Каждый день", votes: 6 },
          { text: "Два-три раза в неделю", votes: 15 },
          { text: "Реже раза в неделю", votes: 7 },
        ],
      },
      {
        text: "Довольны ли вы качеством мытья полов?",
        type: "single",
        answers: [
          { text: "Да", votes: 13 },
          { text: "Нет", votes: 12 },
        ],
      },
      {
        text: "Какие места убирают хуже всего?",
        type: "multiple",
        answers: [
          { text: "Лифт", votes: 10 },
          { text: "Лестничные пролёты", votes: 8 },
          { text: "Входная группа", votes: 5 },
        ],
      },
    ],
  },
  {
    id: 5,
    name: "Установка шлагбаума во дворе",
    house: 101,
    hideResults: true,
    daysAgo: 20,
    questions: [
      {
        text: "Поддерживаете ли вы установку шлагбаума на въезде во двор?",
        type: "single",
        answers: [
          { text: "Поддерживаю", votes: 40 },
          { text: "Не поддерживаю", votes: 11 },
          { text: "Мне всё равно", votes: 6 },
        ],
      },
    ],
  },
  {
    id: 6,
    name: "Работа диспетчерской службы",
    house: 101,
    daysAgo: 35,
    ivanovRead: true,
    ivanov: [
      [0, 0],
      [1, 0, "Быстрее отвечать ночью"],
    ],
    questions: [
      {
        text: "Оцените, насколько быстро диспетчер отвечает на звонок.",
        type: "single",
        answers: [
          { text: "Быстро", votes: 24 },
          { text: "Приходится ждать", votes: 10 },
        ],
      },
      {
        text: "Ваши пожелания диспетчерской службе",
        type: "open",
        answers: [{ text: OPEN_ANSWER, votes: 9 }],
      },
    ],
  },
  {
    id: 7,
    name: "Капитальный ремонт фасада",
    house: null,
    daysAgo: 7,
    questions: [
      {
        text: "В каком году, по-вашему, нужно провести ремонт фасада дома?",
        type: "single",
        answers: [
          { text: "В этом году", votes: 12 },
          { text: "В следующем году", votes: 7 },
          { text: "Ремонт не нужен", votes: 3 },
        ],
      },
      {
        text: "Ваши предложения по цвету и материалам фасада",
        type: "open",
        answers: [{ text: OPEN_ANSWER, votes: 5 }],
      },
    ],
  },
];

// IDs are explicit so the poll, its questions and answers can be inserted in one batch without lookups.
const questionId = (poll: number, q: number) => poll * 100 + q + 1;
const answerId = (poll: number, q: number, a: number) => poll * 1000 + q * 10 + a + 1;
const IVANOV = "(SELECT 'u:' || id FROM users WHERE phone = '79000000001')";

export async function seedPolls(ctx: SeedContext): Promise<D1PreparedStatement[]> {
  const { db, today } = ctx;
  const stmts: D1PreparedStatement[] = [];
  for (const p of polls) {
    stmts.push(
      db
        .prepare("INSERT INTO polls (id, name, house_id, hide_results, created) VALUES (?, ?, ?, ?, ?)")
        .bind(p.id, p.name, p.house, p.hideResults ? 1 : 0, today.subtract({ days: p.daysAgo }).toString()),
    );
    p.questions.forEach((q, qi) => {
      const qid = questionId(p.id, qi);
      stmts.push(
        db
          .prepare("INSERT INTO poll_questions (id, poll_id, position, text, answer_type) VALUES (?, ?, ?, ?, ?)")
          .bind(qid, p.id, qi + 1, q.text, q.type),
      );
      q.answers.forEach((a, ai) => {
        const aid = answerId(p.id, qi, ai);
        stmts.push(
          db
            .prepare("INSERT INTO poll_answers (id, question_id, position, text) VALUES (?, ?, ?, ?)")
            .bind(aid, qid, ai + 1, a.text),
        );
        // Multiple choice: respondent i chose every answer with more than i votes, so the shares overlap.
        const respondent = q.type === "multiple" ? `'demo:q${qid}:' || i` : `'demo:a${aid}:' || i`;
        stmts.push(
          db
            .prepare(
              `WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ?)
               INSERT INTO poll_responses (question_id, answer_id, respondent, custom_text)
               SELECT ?, ?, ${respondent}, ? FROM seq WHERE ? > 0`,
            )
            .bind(a.votes, qid, aid, q.type === "open" ? "Ответ жителя" : null, a.votes),
        );
      });
    });
    for (const [qi, ai, text] of p.ivanov ?? []) {
      stmts.push(
        db
          .prepare(
            `INSERT INTO poll_responses (question_id, answer_id, respondent, custom_text) VALUES (?, ?, ${IVANOV}, ?)`,
          )
          .bind(questionId(p.id, qi), answerId(p.id, qi, ai), text ?? null),
      );
    }
    if (p.ivanovRead)
      stmts.push(db.prepare(`INSERT INTO poll_reads (poll_id, respondent) VALUES (?, ${IVANOV})`).bind(p.id));
  }
  stmts.push(db.prepare("INSERT INTO open_poll_codes (code, poll_id) VALUES ('2026', 7), ('2025', 7)"));
  stmts.push(
    db
      .prepare(
        `INSERT INTO poll_responses (question_id, answer_id, respondent, custom_text) VALUES (?, ?, 'c:2025', NULL), (?, ?, 'c:2025', ?)`,
      )
      .bind(questionId(7, 0), answerId(7, 0, 0), questionId(7, 1), answerId(7, 1, 0), "Светлые тона, утеплённый фасад"),
  );
  stmts.push(db.prepare("INSERT INTO poll_reads (poll_id, respondent) VALUES (7, 'c:2025')"));
  return stmts;
}
