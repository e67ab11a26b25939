import { MOSCOW, dmy } from "../../dates";
import { makePdf, type Rgb } from "../../files";
import { makeLogo, makePicture } from "../../routes/content/blobs";
import type { SeedContext } from "./context";

// Demo content: news and announcements (some HTML, one of each with an image and files), emergency works
// on house 101 (current, upcoming and a finished one that is no longer listed) and 1361, additional services
// in two groups (a goods shop, a services shop, a gorserv service, a request-only service), goods with
// limited and unlimited rests, privilege club offers (house 1361).

interface DemoFile {
  id: number;
  kind: string;
  owner: number;
  name: string;
  description?: string;
  type: "image/png" | "image/jpeg" | "application/pdf";
  bytes: Uint8Array<ArrayBuffer>;
}

// Request types the services create orders with: the requests area's demo types 8 "Заказ в магазине",
// 7 "Платные услуги" and 1 "Общие вопросы" (upstream/src/db/seeds/requests.ts).
const SHOP_ORDER_TYPE = 8;
const PAID_SERVICES_TYPE = 7;
const GENERAL_TYPE = 1;

const offers: [section: string, name: string, partner: string, description: string, discount: string][] = [
  ["kitchens", "Кухня на заказ", "Кухни «Уют»", "Кухонные гарнитуры по индивидуальным размерам с установкой.", "−15%"],
  [
    "kitchens",
    "Замер и дизайн-проект",
    "Мастерская «Шеф»",
    "Выезд замерщика и 3D-проект кухни в день обращения.",
    "Бесплатно",
  ],
  ["furniture", "Шкафы-купе и гардеробные", "Фабрика «Комод»", "Встроенная мебель для прихожей и спальни.", "−10%"],
  ["furniture", "Мягкая мебель", "Диван-Маркет", "Диваны и кресла с доставкой и подъёмом на этаж.", "−12%"],
  [
    "finishing_work",
    "Ремонт под ключ",
    "Ремонт-Сервис",
    "Черновая и чистовая отделка квартир в новостройках.",
    "−20% на работы",
  ],
  ["finishing_work", "Натяжные потолки", "Потолки Плюс", "Монтаж за один день, гарантия 10 лет.", "−15%"],
  ["repair_products", "Смеси и краски", "СтройДвор", "Строительные смеси, грунтовки и краски с доставкой.", "−7%"],
  ["repair_products", "Сантехника", "АкваМир", "Смесители, ванны, душевые кабины и комплектующие.", "−10%"],
];
const SECTIONS: Record<string, [name: string, sort: number]> = {
  kitchens: ["Кухни", 1],
  furniture: ["Мебель", 2],
  finishing_work: ["Отделочные работы", 3],
  repair_products: ["Товары для ремонта", 4],
};

// [id, shop, name, price, rest (null: unlimited), weight kg (null: a service), units, categories]
const goods: [number, number, string, number, number | null, number | null, string, string[]][] = [
  [101, 1, "Вода питьевая «Родник», 19 л", 350, null, 19.6, "шт", ["Вода"]],
  [102, 1, "Вода питьевая «Родник», 5 л", 120.5, 10, 5.2, "шт", ["Вода"]],
  [103, 1, "Помпа механическая для бутыли", 499.99, 2, 0.35, "шт", ["Аксессуары"]],
  [104, 1, "Картофель молодой", 45.9, null, 1, "кг", ["Овощи"]],
  [105, 1, "Мешки для мусора 60 л, 20 шт.", 89, 5, 0.25, "упак.", ["Хозяйственные товары"]],
  [201, 2, "Генеральная уборка квартиры", 4500, null, null, "услуга", ["Уборка"]],
  [202, 2, "Мойка окна (одна створка)", 350, null, null, "шт", ["Окна"]],
  [203, 2, "Химчистка дивана", 2990, 1, null, "шт", ["Химчистка"]],
  [301, 3, "Замена смесителя", 850, null, null, "шт", ["Сантехника"]],
  [302, 3, "Установка розетки", 400, null, null, "шт", ["Электрика"]],
  [303, 3, "Сборка мебели", 1200, 3, null, "час", ["Мебель"]],
  // Two small services of the gorserv shop: together below its 1000 ₽ minimum, so the rescaled lines show.
  [304, 3, "Замена выключателя", 300, null, null, "шт", ["Электрика"]],
];

export async function seedContent(ctx: SeedContext): Promise<D1PreparedStatement[]> {
  const { db, today } = ctx;
  /** An instant `days` from the seeding day at a Moscow wall-clock time, as ISO. */
  const at = (days: number, hour: number, minute = 0) =>
    today.add({ days }).toZonedDateTime({ timeZone: MOSCOW, plainTime: { hour, minute } }).toInstant().toString();
  const day = (days: number) => dmy(today.add({ days }));
  const stmts: D1PreparedStatement[] = [];

  const news: [id: number, house: number | null, created: string, header: string, short: string, html: string][] = [
    [
      1,
      null,
      at(-1, 10),
      "Плановая проверка газового оборудования",
      "Специалисты газовой службы проверят внутридомовое газовое оборудование. Обеспечьте доступ в квартиру, график обхода — во вложении.",
      `<p>Уважаемые жители!</p><p>С <b>${day(6)}</b> по <b>${day(8)}</b> специалисты газовой службы проведут плановую проверку внутридомового газового оборудования.</p><ul><li>обеспечьте доступ в квартиру с 9:00 до 18:00&nbsp;—</li><li>при себе имейте паспорт собственника.</li></ul><p>График обхода квартир &laquo;по подъездам&raquo; — во вложении.</p>`,
    ],
    [
      2,
      null,
      at(-4, 12, 30),
      "Показания счётчиков — в личном кабинете",
      "Передавайте показания приборов учёта с 15 по 25 число каждого месяца в разделе «Показания».",
      `<p>Теперь показания приборов учёта можно передать в личном кабинете в разделе <a href="/meters">«Показания»</a> с&nbsp;15 по&nbsp;25 число каждого месяца.</p><p>Показания, переданные позже, будут учтены в следующем месяце. Действующие <a href="clickable:tariffs">тарифы</a> — на сайте управляющей компании.</p>`,
    ],
    [
      3,
      null,
      at(-9, 15),
      "Благоустройство двора",
      "Во дворе установят новую детскую площадку, работы продлятся две недели.",
      `<p>Во дворе установят новую детскую площадку &mdash; работы продлятся две недели.</p><p>Просим не оставлять автомобили у&nbsp;подъезда&nbsp;№&nbsp;2.</p>`,
    ],
    [
      4,
      1361,
      at(-20, 11),
      "Замена лифтов на ул. Садовой, 17",
      "В доме начинается замена лифтового оборудования по программе капитального ремонта.",
      `<p>По программе капитального ремонта в доме заменят <b>оба лифта</b>.</p><p>На время работ один лифт всегда остаётся в строю.</p>`,
    ],
  ];
  for (const [id, house, created, header, short, html] of news) {
    stmts.push(
      db
        .prepare("INSERT INTO news (id, house_id, header, short_content, text, created) VALUES (?, ?, ?, ?, ?, ?)")
        .bind(id, house, header, short, html, created),
    );
  }

  const announcements: [
    id: number,
    house: number | null,
    created: string,
    header: string,
    html: string,
    emergency: number,
  ][] = [
    [
      1,
      101,
      at(-2, 16),
      "Отключение холодной воды",
      `<p>В связи с аварийным ремонтом трубопровода <b>холодное водоснабжение</b> будет отключено с ${day(-1)} 9:00 до ${day(1)} 18:00.</p><p>Приносим извинения за неудобства.</p>`,
      1,
    ],
    [
      2,
      null,
      at(-1, 11),
      "Общее собрание собственников",
      `<p>Приглашаем собственников на общее собрание <b>${day(12)}</b> в 19:00 в холле первого этажа.</p><p>Повестка и бланк решения — во вложении.</p>`,
      0,
    ],
    [
      3,
      1361,
      at(-6, 9),
      "Уборка снега с кровли",
      "<p>Просим не парковать автомобили вдоль фасада: идёт уборка снега с кровли.</p>",
      0,
    ],
  ];
  for (const [id, house, created, header, html, emergency] of announcements) {
    stmts.push(
      db
        .prepare(
          "INSERT INTO announcements (id, house_id, header, text, created, is_emergency_work) VALUES (?, ?, ?, ?, ?, ?)",
        )
        .bind(id, house, header, html, created, emergency),
    );
  }

  const works: [house: number, start: string, end: string, description: string][] = [
    [101, at(-1, 9), at(1, 18), "Аварийный ремонт трубопровода холодного водоснабжения. Холодная вода отключена."],
    [101, at(3, 10), at(3, 16), "Плановое отключение электроэнергии для замены вводного кабеля."],
    [101, at(-10, 9), at(-9, 18), "Промывка системы отопления."],
    [1361, at(5, 9), at(5, 13), "Отключение горячей воды на время гидравлических испытаний."],
  ];
  works.forEach(([house, start, end, description], i) => {
    stmts.push(
      db
        .prepare("INSERT INTO emergency_works (id, house_id, date_start, date_end, description) VALUES (?, ?, ?, ?, ?)")
        .bind(i + 1, house, start, end, description),
    );
  });

  type Service = [
    id: number,
    name: string,
    group: string,
    address: string | null,
    html: string,
    shop: number | null,
    shopType: string | null,
    requestType: number,
    ext: string | null,
  ];
  const services: Service[] = [
    [
      1,
      "Доставка воды и продуктов",
      "Магазины и доставка",
      "г. Москва, ул. Лесная, д. 5, пом. 1",
      "<p>Питьевая вода, овощи и хозяйственные товары с доставкой до двери.</p><p><b>Бесплатная доставка</b> при заказе от 1000 ₽.</p>",
      1,
      "goods",
      SHOP_ORDER_TYPE,
      null,
    ],
    [
      2,
      "Клининг «Чистый дом»",
      "Услуги для дома",
      null,
      "<p>Уборка квартир, мойка окон и химчистка мебели.</p>",
      2,
      "services",
      PAID_SERVICES_TYPE,
      null,
    ],
    [
      3,
      "Мастер на час",
      "Услуги для дома",
      null,
      "<p>Сантехнические и электромонтажные работы от партнёра «Горсервис».</p><p>Минимальная сумма заказа — 1000&nbsp;₽.</p>",
      3,
      "services",
      PAID_SERVICES_TYPE,
      "gorserv",
    ],
    [
      4,
      "Страхование квартиры",
      "Услуги для дома",
      null,
      "<p>Полис страхования квартиры и гражданской ответственности: оставьте заявку, и страховой агент перезвонит.</p>",
      null,
      null,
      GENERAL_TYPE,
      null,
    ],
  ];
  services.forEach(([id, name, group, address, html, shop, shopType, requestType, ext], i) => {
    stmts.push(
      db
        .prepare(
          "INSERT INTO additional_services (id, house_id, name, grp, address, description, shop_id, shop_type, id_request_type, external_system, sort) VALUES (?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(id, name, group, address, html, shop, shopType, requestType, ext, i + 1),
    );
  });

  goods.forEach(([id, shop, name, price, rest, weight, units, categories], i) => {
    stmts.push(
      db
        .prepare(
          "INSERT INTO goods (id, shop_id, name, price, rest, weight, units, categories, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(id, shop, name, price, rest, weight, units, JSON.stringify(categories), i + 1),
    );
  });

  offers.forEach(([section, name, partner, description, discount], i) => {
    const [sectionName, sectionSort] = SECTIONS[section]!;
    stmts.push(
      db
        .prepare(
          "INSERT INTO privilege_club_offers (id, section_code, section_name, section_sort, name, partner, description, discount, link, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(
          i + 1,
          section,
          sectionName,
          sectionSort,
          name,
          partner,
          description,
          discount,
          `https://example.com/privilege-club/${i + 1}`,
          i + 1,
        ),
    );
  });

  const pdf = (title: string, ...lines: string[]) => makePdf([title, "", ...lines, "", "UK Demo, demo document"]);
  const logo = (c: Rgb) => makeLogo(c);
  const files: DemoFile[] = [
    {
      id: 1,
      kind: "news_image",
      owner: 1,
      name: "gas-check.jpg",
      type: "image/jpeg",
      bytes: makePicture([196, 64, 48]),
    },
    {
      id: 2,
      kind: "news_file",
      owner: 1,
      name: "График проверки газового оборудования.pdf",
      type: "application/pdf",
      bytes: pdf(
        "Gas equipment inspection schedule",
        `Entrances 1-2: ${day(6)}`,
        `Entrances 3-4: ${day(7)}`,
        `Entrances 5-6: ${day(8)}`,
      ),
    },
    {
      id: 3,
      kind: "announcement_image",
      owner: 2,
      name: "meeting.jpg",
      type: "image/jpeg",
      bytes: makePicture([40, 96, 170]),
    },
    {
      id: 4,
      kind: "announcement_file",
      owner: 2,
      name: "Повестка собрания.pdf",
      description: "Повестка дня общего собрания",
      type: "application/pdf",
      bytes: pdf(
        "Owners' meeting agenda",
        "1. Election of the chairman",
        "2. Yard improvement plan",
        "3. Any other business",
      ),
    },
    {
      id: 5,
      kind: "announcement_file",
      owner: 2,
      name: "Бланк решения.pdf",
      description: "Бланк решения собственника",
      type: "application/pdf",
      bytes: pdf(
        "Owner's decision form",
        "Question 1:  FOR / AGAINST / ABSTAINED",
        "Question 2:  FOR / AGAINST / ABSTAINED",
      ),
    },
    {
      id: 6,
      kind: "service_logo",
      owner: 1,
      name: "logo-delivery.png",
      type: "image/png",
      bytes: logo([31, 111, 178]),
    },
    {
      id: 7,
      kind: "service_description_image",
      owner: 1,
      name: "delivery.jpg",
      type: "image/jpeg",
      bytes: makePicture([60, 150, 60]),
    },
    { id: 8, kind: "service_logo", owner: 2, name: "logo-cleaning.png", type: "image/png", bytes: logo([46, 160, 90]) },
    {
      id: 9,
      kind: "service_logo",
      owner: 4,
      name: "logo-insurance.png",
      type: "image/png",
      bytes: logo([230, 126, 34]),
    },
  ];
  files.forEach((f, i) => {
    const key = `content/${f.kind}/${f.id}`;
    stmts.push(
      db
        .prepare(
          "INSERT INTO content_files (id, kind, owner_id, name, description, content_type, r2_key, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(f.id, f.kind, f.owner, f.name, f.description ?? null, f.type, key, i + 1),
    );
  });
  await Promise.all(
    files.map((f) => ctx.files.put(`content/${f.kind}/${f.id}`, f.bytes, { httpMetadata: { contentType: f.type } })),
  );
  return stmts;
}
