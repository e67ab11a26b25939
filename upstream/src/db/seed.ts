import type { components } from "../../../openapi/schema";
import { hashPassword } from "../crypto";
import { todayMoscow } from "../dates";
import type { SeedContext } from "./seeds/context";
import { seedContent } from "./seeds/content";
import { seedMeters } from "./seeds/meters";
import { seedOss } from "./seeds/oss";
import { seedPayment } from "./seeds/payment";
import { seedPolls } from "./seeds/polls";
import { seedRequests } from "./seeds/requests";
import { seedSupport } from "./seeds/support";

export type { SeedContext };

const AREA_SEEDS = [seedSupport, seedPayment, seedMeters, seedRequests, seedPolls, seedOss, seedContent];

// Demo data that the README and the tests rely on (fixed by the contract issue): keep these residents.
export const DEMO_PASSWORD = "demo1234";

export const defaultSettings: components["schemas"]["MobileAppSettings"] = {
  menu: [
    { name_app: "Заявки", visible: true },
    { name_app: "Оплата ЖКУ", visible: true },
    { name_app: "Показания счетчиков", visible: true },
    { name_app: "Опросы", visible: true },
    { name_app: "Квитанции", visible: true },
  ],
  showOurService: true,
  disableCommentingRequests: false,
  startScreen: "Главная",
  color: "1F6FB2",
  siteIconFile: null,
  allowedAccountTypes: [0, 1],
  requireBirthDate: false,
  allowMeterVerificationRequest: true,
  isShowUpdateMonthAmountWarning: true,
  HighlightDebtInRed: true,
  useSeparatedFinePayment: false,
  useBonusSystem: false,
  accountSelectMode: "Ident",
  AddAccountByIdentOptions: {
    promtClientBaseID: false,
    promtBillAmount: false,
    promtPinCodeL: true,
    pinCodeFieldName: "PIN-код",
  },
  styleOfEvaluation: "stars",
  appIconFile: null,
  appLinkAndroid: "https://play.google.com/store/apps/details?id=ru.example.resident",
  appLinkIOS: "https://apps.apple.com/app/id0000000000",
  phone: "+7 (800) 555-35-35",
  main_name: "УК «Демо»",
  logoLink: null,
};

const houses = [
  { id: 101, address: "г. Москва, ул. Лесная, д. 5" },
  { id: 1361, address: "г. Москва, ул. Садовая, д. 17" },
];

const accounts = [
  { ident: "1000001", house: 101, premise: "12", lastName: "Иванов", pin: null, company: "УК «Демо»" },
  { ident: "1000002", house: 1361, premise: "3", lastName: "Иванов", pin: null, company: "УК «Демо»" },
  { ident: "3000001", house: 101, premise: "21", lastName: "Петрова", pin: null, company: "УК «Демо»" },
  { ident: "2000001", house: 101, premise: "45", lastName: "Сидоров", pin: "1111", company: "УК «Демо»" },
  { ident: "2000002", house: 101, premise: "7", lastName: "Кузнецов", pin: null, company: "УК «Демо»" },
];

const users = [
  { phone: "79000000001", fio: "Иванов Иван Иванович", accessOSS: 0, idents: ["1000001", "1000002"] },
  { phone: "79000000002", fio: "Петрова Анна Сергеевна", accessOSS: 1, idents: ["3000001"] },
  { phone: "79000000003", fio: "Сидоров Пётр Петрович", accessOSS: 0, idents: [] },
];

/** Seeds once per database: the residents, houses and accounts, then every area's demo data. */
export async function seed(db: D1Database, files: R2Bucket): Promise<void> {
  const done = await db.prepare("SELECT value FROM settings WHERE key = 'seed_version'").first<{ value: string }>();
  if (done) return;
  const stmts: D1PreparedStatement[] = [];
  for (const h of houses)
    stmts.push(db.prepare("INSERT OR IGNORE INTO houses (id, address) VALUES (?, ?)").bind(h.id, h.address));
  for (const a of accounts) {
    const house = houses.find((h) => h.id === a.house)!;
    stmts.push(
      db
        .prepare(
          "INSERT OR IGNORE INTO accounts (ident, house_id, premise, address, company_name, last_name, pin_code) VALUES (?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(a.ident, a.house, a.premise, `${house.address}, кв. ${a.premise}`, a.company, a.lastName, a.pin),
    );
  }
  for (const u of users) {
    stmts.push(
      db
        .prepare("INSERT OR IGNORE INTO users (phone, fio, password_hash, access_oss) VALUES (?, ?, ?, ?)")
        .bind(u.phone, u.fio, await hashPassword(DEMO_PASSWORD), u.accessOSS),
    );
    for (const ident of u.idents) {
      stmts.push(
        db
          .prepare(
            "INSERT OR IGNORE INTO user_accounts (user_id, account_id) SELECT u.id, a.id FROM users u, accounts a WHERE u.phone = ? AND a.ident = ?",
          )
          .bind(u.phone, ident),
      );
    }
  }
  stmts.push(
    db
      .prepare("INSERT OR IGNORE INTO settings (key, value) VALUES ('mobile_app_settings', ?)")
      .bind(JSON.stringify(defaultSettings)),
  );
  await db.batch(stmts);
  const ctx: SeedContext = { db, files, today: todayMoscow() };
  // One area after another: their R2 uploads in parallel overwhelm the local platform proxy used by tests.
  const areaStatements: D1PreparedStatement[] = [];
  for (const area of AREA_SEEDS) areaStatements.push(...(await area(ctx)));
  areaStatements.push(db.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('seed_version', '1')"));
  await db.batch(areaStatements);
}
