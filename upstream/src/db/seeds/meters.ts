import type { Temporal } from "temporal-polyfill";
import { AUTO_KIND, RESIDENT_KIND } from "../../routes/meters/store";
import type { SeedContext } from "./context";

// Demo meters of Иванов (account 1000001, one on 1000002). Every date is relative to ctx.today, so the
// situations the portal must show stay true: gas overdue for checkup, hot water due within 20 days, cold
// water awaiting its first reading of the month, electricity already read this month.

interface DemoMeter {
  ident: string;
  uniqueNum: string;
  resource: string;
  name: string;
  customName: string | null;
  factoryNumber: string;
  lastCheckup: Temporal.PlainDate | null;
  nextCheckup: Temporal.PlainDate | null;
  interval: number | null;
  tariffs: (string | null)[];
  start: number[];
  /** Reading per tariff at the start of the first month of history. */
  base: number[];
  /** Typical monthly consumption per tariff. */
  monthly: number[];
  /** Month number (1..12) → consumption factor; heating-driven resources vary with the season. */
  season?: (month: number) => number;
  decimals: number;
  /** Offset in months of the newest reading (0: the current period, read on top of 12 months of history). */
  newest: number;
  history?: number;
  kind?: string;
  kinds?: Record<number, string>;
  currentAccepted?: boolean;
  auto?: string;
  disabled?: boolean;
  valuesCanAdd?: boolean;
  periodMessage?: string;
  allowVerification?: boolean;
}

const HEATING = [0, 1, 0.9, 0.75, 0.45, 0.1, 0.02, 0.02, 0.02, 0.1, 0.5, 0.8, 0.95];
const heating = (month: number) => HEATING[month] ?? 1;
const hotWater = (month: number) => (month >= 6 && month <= 8 ? 0.8 : 1);
const gasSeason = (month: number) => 0.6 + 0.5 * heating(month);
// A fixed wobble instead of randomness: the demo is the same on every database.
const WOBBLE = [1, 0.93, 1.07, 0.98, 1.04, 0.95, 1.02, 1.09, 0.96, 1.01, 0.94, 1.05, 0.97];

function demoMeters(today: Temporal.PlainDate): DemoMeter[] {
  const coldLast = today.subtract({ years: 2, months: 3 });
  const hotNext = today.add({ days: 20 });
  const elecLast = today.subtract({ months: 15 });
  const heatLast = today.subtract({ years: 1, months: 8 });
  const gasNext = today.subtract({ days: 10 });
  const autoLast = today.subtract({ years: 1, days: 12 });
  const oldElecNext = elecLast.subtract({ days: 3 });
  return [
    {
      ident: "1000001",
      uniqueNum: "1000001-01",
      resource: "Холодная вода",
      name: "Счётчик холодной воды ВСХ-15",
      customName: "Кухня",
      factoryNumber: "21-104587",
      lastCheckup: coldLast,
      nextCheckup: coldLast.add({ years: 6 }),
      interval: 6,
      tariffs: [null],
      start: [0],
      base: [82.614],
      monthly: [4.2],
      decimals: 3,
      newest: -1,
      kinds: { [-7]: "Начислено по среднему" },
    },
    {
      ident: "1000001",
      uniqueNum: "1000001-02",
      resource: "Горячая вода",
      name: "Счётчик горячей воды ВСГ-15",
      customName: "Кухня",
      factoryNumber: "17-352210",
      lastCheckup: hotNext.subtract({ years: 4 }),
      nextCheckup: hotNext,
      interval: 4,
      tariffs: [null],
      start: [0],
      base: [131.207],
      monthly: [2.7],
      season: hotWater,
      decimals: 3,
      newest: -1,
    },
    {
      ident: "1000001",
      uniqueNum: "1000001-03",
      resource: "Электроэнергия",
      name: "Меркурий 201.8 (двухтарифный)",
      customName: null,
      factoryNumber: "43918275",
      lastCheckup: elecLast,
      nextCheckup: elecLast.add({ years: 16 }),
      interval: 16,
      tariffs: ["День", "Ночь"],
      start: [0, 0],
      base: [512, 238],
      monthly: [168, 79],
      season: (m) => (m >= 5 && m <= 8 ? 0.85 : 1.1),
      decimals: 0,
      newest: 0,
    },
    {
      ident: "1000001",
      uniqueNum: "1000001-04",
      resource: "Тепловая энергия",
      name: "Теплосчётчик Пульсар",
      customName: null,
      factoryNumber: "ПТ-0071443",
      lastCheckup: heatLast,
      nextCheckup: heatLast.add({ years: 4 }),
      interval: 4,
      tariffs: ["Отопление", "Подогрев ГВС", "Вентиляция"],
      start: [0, 0, 0],
      base: [4.812, 1.904, 0.611],
      monthly: [1.35, 0.26, 0.09],
      season: heating,
      decimals: 3,
      newest: -1,
      kind: "Передано через мобильное приложение",
    },
    {
      ident: "1000001",
      uniqueNum: "1000001-05",
      resource: "Газ",
      name: "Газовый счётчик BK-G4",
      customName: null,
      factoryNumber: "G4-2015-88314",
      lastCheckup: gasNext.subtract({ years: 10 }),
      nextCheckup: gasNext,
      interval: 10,
      tariffs: [null],
      start: [0],
      base: [9384.52],
      monthly: [14.6],
      season: gasSeason,
      decimals: 3,
      newest: -1,
      kinds: { [-4]: "Контрольное снятие сотрудником УК" },
    },
    {
      ident: "1000001",
      uniqueNum: "1000001-06",
      resource: "Холодная вода",
      name: "Счётчик холодной воды Пульсар с радиомодулем",
      customName: "Ванная",
      factoryNumber: "RM-5512093",
      lastCheckup: autoLast,
      nextCheckup: autoLast.add({ years: 6 }),
      interval: 6,
      tariffs: [null],
      start: [0],
      base: [31.552],
      monthly: [3.1],
      decimals: 3,
      newest: 0,
      kind: AUTO_KIND,
      currentAccepted: true,
      auto: "Показания снимаются автоматически радиомодулем 1-го числа каждого месяца, передавать их не нужно.",
      allowVerification: false,
    },
    {
      ident: "1000001",
      uniqueNum: "1000001-07",
      resource: "Электроэнергия",
      name: "СО-И446 (однотарифный)",
      customName: "Заменён",
      factoryNumber: "0093117",
      lastCheckup: oldElecNext.subtract({ years: 16 }),
      nextCheckup: oldElecNext,
      interval: 16,
      tariffs: [null],
      start: [0],
      base: [48210],
      monthly: [241],
      decimals: 0,
      newest: -16,
      disabled: true,
      allowVerification: false,
    },
    {
      ident: "1000002",
      uniqueNum: "1000002-01",
      resource: "Холодная вода",
      name: "Счётчик холодной воды СВК-15",
      customName: null,
      factoryNumber: "19-660412",
      lastCheckup: today.subtract({ years: 3, months: 5 }),
      nextCheckup: today.subtract({ years: 3, months: 5 }).add({ years: 6 }),
      interval: 6,
      tariffs: [null],
      start: [0],
      base: [143.06],
      monthly: [5.4],
      decimals: 3,
      newest: -1,
      valuesCanAdd: false,
      periodMessage:
        "Приём показаний по лицевому счёту 1000002 за текущий период закрыт: проводится перерасчёт. Передайте показания в следующем месяце.",
    },
  ];
}

const round = (x: number, decimals: number) => Math.round(x * 10 ** decimals) / 10 ** decimals;

/** The monthly readings of one meter, oldest first: 12 months of history ending at `newest`. */
function readings(m: DemoMeter, today: Temporal.PlainDate) {
  const first = today.with({ day: 1 });
  const months = (m.history ?? 12) + (m.newest === 0 ? 1 : 0);
  const values = [...m.base];
  const out: { period: string; kind: string; values: number[]; accepted: boolean }[] = [];
  for (let i = 0; i < months; i++) {
    const offset = m.newest - (months - 1 - i);
    const period = first.add({ months: offset });
    const factor = (m.season?.(period.month) ?? 1) * (WOBBLE[i % WOBBLE.length] ?? 1);
    m.monthly.forEach((per, t) => {
      // Strictly increasing, with at least one unit of the last decimal per month.
      const step = Math.max(round(per * factor, m.decimals), 10 ** -m.decimals);
      values[t] = round((values[t] ?? 0) + step, m.decimals);
    });
    const current = offset === 0;
    out.push({
      period: period.toString(),
      kind: m.kinds?.[offset] ?? m.kind ?? RESIDENT_KIND,
      values: [...values],
      accepted: current ? (m.currentAccepted ?? false) : true,
    });
  }
  return out;
}

export async function seedMeters(ctx: SeedContext): Promise<D1PreparedStatement[]> {
  return meterStatements(ctx.db, ctx.today);
}

/**
 * The demo meters as insert statements. With `ident`, copies of all of them go to that one account (unique
 * numbers `<ident>-01`…), so a test can write readings no other test sees (test hook POST /meters-account).
 */
export function meterStatements(db: D1Database, today: Temporal.PlainDate, ident?: string): D1PreparedStatement[] {
  const stmts: D1PreparedStatement[] = [];
  const place = (m: DemoMeter, order: number): DemoMeter =>
    ident ? { ...m, ident, uniqueNum: `${ident}-${String(order + 1).padStart(2, "0")}` } : m;
  demoMeters(today)
    .map(place)
    .forEach((m, order) => {
      const tariffCount = m.tariffs.length;
      stmts.push(
        db
          .prepare(
            `INSERT INTO meters (unique_num, account_id, sort_order, resource, name, custom_name, factory_number,
             last_checkup_date, next_checkup_date, recheck_interval, tariff_count, tariff1_name, tariff2_name,
             tariff3_name, start_value, start_value2, start_value3, auto_value_getting_only,
             auto_value_getting_comment, is_disabled, values_can_add, period_message, allow_verification_request)
           SELECT ?, a.id, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? FROM accounts a WHERE a.ident = ?`,
          )
          .bind(
            m.uniqueNum,
            order,
            m.resource,
            m.name,
            m.customName,
            m.factoryNumber,
            m.lastCheckup?.toString() ?? null,
            m.nextCheckup?.toString() ?? null,
            m.interval,
            tariffCount,
            m.tariffs[0] ?? null,
            m.tariffs[1] ?? null,
            m.tariffs[2] ?? null,
            m.start[0] ?? 0,
            tariffCount >= 2 ? (m.start[1] ?? 0) : null,
            tariffCount >= 3 ? (m.start[2] ?? 0) : null,
            m.auto ? 1 : 0,
            m.auto ?? null,
            m.disabled ? 1 : 0,
            m.valuesCanAdd === false ? 0 : 1,
            m.periodMessage ?? null,
            m.allowVerification === false ? 0 : 1,
            m.ident,
          ),
      );
      for (const r of readings(m, today)) {
        stmts.push(
          db
            .prepare(
              `INSERT INTO meter_values (meter_id, period, kind, value, value2, value3, is_accepted)
             SELECT id, ?, ?, ?, ?, ?, ? FROM meters WHERE unique_num = ?`,
            )
            .bind(
              r.period,
              r.kind,
              r.values[0] ?? 0,
              r.values[1] ?? null,
              r.values[2] ?? null,
              r.accepted ? 1 : 0,
              m.uniqueNum,
            ),
        );
      }
    });
  return stmts;
}
