import { describe, expect, it } from "vitest";
import { IVANOV, PETROVA, SIDOROV, useUpstream } from "./harness";

// Demo residents: Иванов has accounts in houses 101 and 1361 (privilege club), Петрова only in 101,
// Сидоров none. Content of house 1361 (news 4, announcement 3, one emergency work) is Иванов's only.
const { up, tokens } = useUpstream({ ivanov: IVANOV, petrova: PETROVA });

const DMY_HM = /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/;
const hasTwoDecimalsAtMost = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
/** DD.MM.YYYY HH:mm as a sortable YYYYMMDDHHmm. */
const sortable = (s: string) => s.replace(/^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/, "$3$2$1$4$5");
const bytesStart = (bytes: Uint8Array, ...prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

describe("GET /Common/EventBlockData", () => {
  it("answers 401 without a token", async () => {
    expect((await up.call("GET /Common/EventBlockData")).status).toBe(401);
  });

  it("gives the user's houses' news and announcements, newest first, with services, groups and polls", async () => {
    const res = await up.call("GET /Common/EventBlockData", { token: tokens.ivanov });
    expect(res.status).toBe(200);
    const { News, Announcements, AdditionalServices, AdditionalServicesByGroups, Polls } = res.json;
    expect(News.map((n: { ID: number }) => n.ID)).toEqual([1, 2, 3, 4]);
    const created = News.map((n: { Created: string }) => sortable(n.Created));
    expect([...created].sort().reverse()).toEqual(created);
    expect(News[0]).toMatchObject({ HasImage: true, ImageLink: "/News/Image/1" });
    expect(News[0].Files).toEqual([{ ID: 2, Name: "График проверки газового оборудования.pdf" }]);
    expect(News[1]).toMatchObject({ HasImage: false, ImageLink: null, Files: [] });

    expect(Announcements.map((a: { ID: number }) => a.ID)).toEqual([2, 1, 3]);
    const withFiles = Announcements[0];
    expect(withFiles).toMatchObject({ HasImage: true, ImageLink: "/Announcements/Image/2", IsEmergencyWork: false });
    expect(withFiles.Files).toHaveLength(2);
    expect(withFiles.Files[0]).toMatchObject({ Link: "/Announcements/File/4", Name: "Повестка собрания.pdf" });
    expect(withFiles.Files[0].Description).not.toBe("");
    expect(Announcements.filter((a: { IsEmergencyWork: boolean }) => a.IsEmergencyWork)).toHaveLength(1);

    expect(AdditionalServices.map((s: { ShopType: string | null }) => s.ShopType)).toEqual([
      "goods",
      "services",
      "services",
      null,
    ]);
    const gorserv = AdditionalServices.filter((s: { ExternalSystem: string | null }) => s.ExternalSystem === "gorserv");
    expect(gorserv).toHaveLength(1);
    expect(gorserv[0].ShopID).not.toBeNull();
    expect(AdditionalServices[0]).toMatchObject({ HasLogo: true, LogoLink: "/AdditionalServices/Logo/1", ShopID: 1 });
    expect(AdditionalServices.find((s: { ID: number }) => s.ID === 3)).toMatchObject({
      HasLogo: false,
      LogoLink: null,
    });
    for (const s of AdditionalServices) expect(typeof s.id_RequestType).toBe("number");
    expect(AdditionalServicesByGroups.map((g: { Group: string }) => g.Group)).toEqual([
      "Магазины и доставка",
      "Услуги для дома",
    ]);
    expect(
      AdditionalServicesByGroups.flatMap((g: { AdditionalServices: { ID: number }[] }) =>
        g.AdditionalServices.map((s) => s.ID),
      ),
    ).toEqual([1, 2, 3, 4]);
    expect(Array.isArray(Polls)).toBe(true);
  });

  it("keeps HTML by default and sends plain text with htmlAsPlaintText=true", async () => {
    const html = (
      await up.call("GET /Common/EventBlockData", { token: tokens.ivanov, query: { htmlAsPlaintText: false } })
    ).json;
    const plain = (
      await up.call("GET /Common/EventBlockData", { token: tokens.ivanov, query: { htmlAsPlaintText: true } })
    ).json;
    expect(html.News[0].Text).toContain("<p>Уважаемые жители!</p>");
    expect(html.Announcements[0].Text).toMatch(/<b>/);
    expect(html.AdditionalServices[0].Description).toContain("<p>");
    expect(plain.News[0].Text.startsWith("Уважаемые жители!\nС ")).toBe(true);
    expect(plain.News[0].Text).toContain("«по подъездам»");
    expect(plain.News[2].Text).toContain("у подъезда № 2");
    for (const t of [
      ...plain.News.map((n: { Text: string }) => n.Text),
      ...plain.Announcements.map((a: { Text: string }) => a.Text),
    ]) {
      expect(t).not.toMatch(/<\/?[a-z][^>]*>|&[a-z]+;/i);
    }
    expect(plain.AdditionalServices[0].Description).not.toContain("<");
    // The default is HTML, as with false.
    const none = (await up.call("GET /Common/EventBlockData", { token: tokens.ivanov })).json;
    expect(none.News[0].Text).toBe(html.News[0].Text);
  });

  it("shows another house's content only to its residents", async () => {
    const res = await up.call("GET /Common/EventBlockData", { token: tokens.petrova });
    expect(res.json.News.map((n: { ID: number }) => n.ID)).toEqual([1, 2, 3]);
    expect(res.json.Announcements.map((a: { ID: number }) => a.ID)).toEqual([2, 1]);
    const sidorov = await up.call("GET /Common/EventBlockData", { token: await up.login(SIDOROV) });
    expect(sidorov.json.Announcements.map((a: { ID: number }) => a.ID)).toEqual([2]);
  });
});

describe("news", () => {
  it("GET /News/Content/{id}: the item with HTML text and files; 404 for unknown, 401 without a token", async () => {
    const res = await up.call("GET /News/Content/{id}", { params: { id: 1 }, token: tokens.ivanov });
    expect(res.json).toMatchObject({ ID: 1, Header: "Плановая проверка газового оборудования", HasImage: true });
    expect(res.json.Created).toMatch(DMY_HM);
    expect(res.json.Text).toContain("<ul><li>");
    expect(res.json.Files).toEqual([{ ID: 2, Name: "График проверки газового оборудования.pdf" }]);
    expect((await up.call("GET /News/Content/{id}", { params: { id: 999999 }, token: tokens.ivanov })).status).toBe(
      404,
    );
    expect((await up.call("GET /News/Content/{id}", { params: { id: "abc" }, token: tokens.ivanov })).status).toBe(404);
    expect((await up.call("GET /News/Content/{id}", { params: { id: 1 } })).status).toBe(401);
  });

  it("GET /News/Content/{id}: news of another house is unknown", async () => {
    expect((await up.call("GET /News/Content/{id}", { params: { id: 4 }, token: tokens.ivanov })).status).toBe(200);
    expect((await up.call("GET /News/Content/{id}", { params: { id: 4 }, token: tokens.petrova })).status).toBe(404);
  });

  it("GET /News/Image/{id}: a JPEG shown inline; 404 without a picture; 401", async () => {
    const res = await up.call("GET /News/Image/{id}", { params: { id: 1 }, token: tokens.ivanov });
    expect(res.contentType).toBe("image/jpeg");
    expect(res.headers.get("content-disposition")).toBe(
      `inline; filename="gas-check.jpg"; filename*=UTF-8''gas-check.jpg`,
    );
    expect(bytesStart(res.bytes, 0xff, 0xd8, 0xff)).toBe(true);
    expect((await up.call("GET /News/Image/{id}", { params: { id: 2 }, token: tokens.ivanov })).status).toBe(404);
    expect((await up.call("GET /News/Image/{id}", { params: { id: 999 }, token: tokens.ivanov })).status).toBe(404);
    expect((await up.call("GET /News/Image/{id}", { params: { id: 1 } })).status).toBe(401);
  });

  it("GET /News/File/{id}: a PDF attachment under its UTF-8 name; 404 for unknown or a non-file id; 401", async () => {
    const res = await up.call("GET /News/File/{id}", { params: { id: 2 }, token: tokens.ivanov });
    expect(res.contentType).toBe("application/pdf");
    const disposition = res.headers.get("content-disposition")!;
    expect(disposition.startsWith('attachment; filename="')).toBe(true);
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent("График проверки газового оборудования.pdf")}`,
    );
    expect(new TextDecoder().decode(res.bytes.slice(0, 8))).toBe("%PDF-1.4");
    expect(new TextDecoder().decode(res.bytes)).toContain("%%EOF");
    // File 1 is the news picture, not an attachment.
    expect((await up.call("GET /News/File/{id}", { params: { id: 1 }, token: tokens.ivanov })).status).toBe(404);
    expect((await up.call("GET /News/File/{id}", { params: { id: 999 }, token: tokens.ivanov })).status).toBe(404);
    expect((await up.call("GET /News/File/{id}", { params: { id: 2 } })).status).toBe(401);
  });
});

describe("announcement pictures and files", () => {
  it("GET /Announcements/Image/{id} and /Announcements/File/{id}", async () => {
    const image = await up.call("GET /Announcements/Image/{id}", { params: { id: 2 }, token: tokens.petrova });
    expect(image.contentType).toBe("image/jpeg");
    expect(image.headers.get("content-disposition")).toMatch(/^inline; /);
    const file = await up.call("GET /Announcements/File/{id}", { params: { id: 5 }, token: tokens.petrova });
    expect(file.contentType).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toContain(encodeURIComponent("Бланк решения.pdf"));
    expect((await up.call("GET /Announcements/Image/{id}", { params: { id: 1 }, token: tokens.petrova })).status).toBe(
      404,
    );
    expect((await up.call("GET /Announcements/File/{id}", { params: { id: 2 }, token: tokens.petrova })).status).toBe(
      404,
    );
    expect((await up.call("GET /Announcements/Image/{id}", { params: { id: 2 } })).status).toBe(401);
    expect((await up.call("GET /Announcements/File/{id}", { params: { id: 5 } })).status).toBe(401);
  });
});

describe("additional services", () => {
  it("GET /AdditionalServices/Logo/{id}: a PNG; 404 for a service without a logo or unknown; 401", async () => {
    const res = await up.call("GET /AdditionalServices/Logo/{id}", { params: { id: 1 }, token: tokens.ivanov });
    expect(res.contentType).toBe("image/png");
    expect(bytesStart(res.bytes, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)).toBe(true);
    expect(res.headers.get("content-disposition")).toMatch(/^inline; filename="logo-delivery\.png"/);
    expect(
      (await up.call("GET /AdditionalServices/Logo/{id}", { params: { id: 3 }, token: tokens.ivanov })).status,
    ).toBe(404);
    expect(
      (await up.call("GET /AdditionalServices/Logo/{id}", { params: { id: 999 }, token: tokens.ivanov })).status,
    ).toBe(404);
    expect((await up.call("GET /AdditionalServices/Logo/{id}", { params: { id: 1 } })).status).toBe(401);
  });

  it("GET /AdditionalServices/DescriptionImage/{id}: a JPEG; 404 without one; 401", async () => {
    const res = await up.call("GET /AdditionalServices/DescriptionImage/{id}", {
      params: { id: 1 },
      token: tokens.ivanov,
    });
    expect(res.contentType).toBe("image/jpeg");
    expect(res.headers.get("content-disposition")).toMatch(/^inline; /);
    expect(
      (await up.call("GET /AdditionalServices/DescriptionImage/{id}", { params: { id: 2 }, token: tokens.ivanov }))
        .status,
    ).toBe(404);
    expect((await up.call("GET /AdditionalServices/DescriptionImage/{id}", { params: { id: 1 } })).status).toBe(401);
  });
});

describe("GET /Shops/Goods", () => {
  it("lists a goods shop with rests (null = unlimited), weights in kg and prices with 2 decimals", async () => {
    const res = await up.call("GET /Shops/Goods", { query: { shopId: 1 }, token: tokens.ivanov });
    expect(res.status).toBe(200);
    const goods = res.json as {
      ID: number;
      Price: number;
      Quantity: number;
      Rest: number | null;
      Weight: number | null;
      Units: string;
    }[];
    expect(goods.length).toBeGreaterThanOrEqual(4);
    expect(goods.some((g) => g.Rest === null)).toBe(true);
    expect(goods.find((g) => g.ID === 103)).toMatchObject({ Rest: 2, Price: 499.99, Weight: 0.35 });
    for (const g of goods) {
      expect(hasTwoDecimalsAtMost(g.Price)).toBe(true);
      expect(g.Quantity).toBe(0);
      expect(typeof g.Weight).toBe("number");
    }
    expect(goods.some((g) => g.Units === "кг")).toBe(true);
  });

  it("lists a services shop without weights", async () => {
    const res = await up.call("GET /Shops/Goods", { query: { shopId: 2 }, token: tokens.petrova });
    expect(res.json.length).toBeGreaterThan(0);
    expect(res.json.every((g: { Weight: unknown }) => g.Weight === null)).toBe(true);
  });

  it("accepts the token as the acx query parameter", async () => {
    const res = await up.call("GET /Shops/Goods", { query: { shopId: 3, acx: tokens.ivanov } });
    expect(res.status).toBe(200);
    expect(res.json.map((g: { ID: number }) => g.ID)).toEqual([301, 302, 303, 304]);
    expect((await up.call("GET /Shops/Goods", { query: { shopId: 3, acx: "not-a-token" } })).status).toBe(401);
    expect((await up.call("GET /Shops/Goods", { query: { shopId: 3 } })).status).toBe(401);
  });

  it("answers 404 for an unknown shop and 400 without shopId", async () => {
    expect((await up.call("GET /Shops/Goods", { query: { shopId: 999 }, token: tokens.ivanov })).status).toBe(404);
    expect((await up.call("GET /Shops/Goods", { query: { shopId: "abc" }, token: tokens.ivanov })).status).toBe(400);
    expect((await up.call("GET /Shops/Goods", { token: tokens.ivanov })).status).toBe(400);
  });
});

describe("GET /EmergencyWorks/List", () => {
  it("lists current and upcoming works of the user's houses with their accounts; finished ones are gone", async () => {
    const res = await up.call("GET /EmergencyWorks/List", { token: tokens.ivanov });
    const works = res.json as {
      AccountIds: number[];
      Idents: string[];
      DateStart: string;
      DateEnd: string;
      Description: string;
    }[];
    expect(works).toHaveLength(3);
    const starts = works.map((w) => sortable(w.DateStart));
    expect([...starts].sort()).toEqual(starts);
    const ids = await up.env.DB.prepare("SELECT ident, id FROM accounts WHERE ident IN ('1000001', '1000002')").all<{
      ident: string;
      id: number;
    }>();
    const idOf = Object.fromEntries(ids.results.map((r) => [r.ident, r.id]));
    expect(works[0]).toMatchObject({ AccountIds: [idOf["1000001"]], Idents: ["1000001"] });
    expect(works[0]!.Description).toContain("холодного водоснабжения");
    expect(works.find((w) => w.Idents[0] === "1000002")!.AccountIds).toEqual([idOf["1000002"]]);
    expect(works.some((w) => w.Description.includes("Промывка"))).toBe(false);
    for (const w of works) {
      expect(w.DateStart).toMatch(DMY_HM);
      expect(sortable(w.DateEnd) > sortable(w.DateStart)).toBe(true);
    }
  });

  it("shows only the user's houses and accounts; 401 without a token", async () => {
    const petrovaWorks = (await up.call("GET /EmergencyWorks/List", { token: tokens.petrova })).json;
    expect(petrovaWorks).toHaveLength(2);
    expect(petrovaWorks.every((w: { Idents: string[] }) => w.Idents.join() === "3000001")).toBe(true);
    expect((await up.call("GET /EmergencyWorks/List", { token: await up.login(SIDOROV) })).json).toEqual([]);
    expect((await up.call("GET /EmergencyWorks/List")).status).toBe(401);
  });
});

describe("POST /Amo/Send", () => {
  it("records a lead with the phone as 11 digits", async () => {
    const res = await up.call("POST /Amo/Send", {
      token: tokens.ivanov,
      body: { name: "Иванов Иван", phone: "+7 (900) 123-45-67", comment: "Перезвоните", source: "contract-test" },
    });
    expect(res.json).toEqual({ isSucceed: true });
    const lead = await up.env.DB.prepare(
      "SELECT phone, kind, source FROM content_leads WHERE source = 'contract-test'",
    ).first();
    expect(lead).toEqual({ phone: "79001234567", kind: "amo", source: "contract-test" });
  });

  it("refuses a lead without a name or with a wrong phone (400 when absent, else a business Error); 401", async () => {
    const noName = await up.call("POST /Amo/Send", { token: tokens.ivanov, body: { phone: "79000000001" } });
    expect(noName).toMatchObject({ status: 400, json: { path: "/name", in: "body" } });
    const blankName = await up.call("POST /Amo/Send", {
      token: tokens.ivanov,
      body: { name: "  ", phone: "79000000001" },
    });
    expect(blankName.json.Error).toBe("Укажите имя");
    const noPhone = await up.call("POST /Amo/Send", { token: tokens.ivanov, body: { name: "Иван" } });
    expect(noPhone).toMatchObject({ status: 400, json: { path: "/phone" } });
    const blankPhone = await up.call("POST /Amo/Send", { token: tokens.ivanov, body: { name: "Иван", phone: "" } });
    expect(blankPhone.json.Error).toBe("Укажите телефон");
    const badPhone = await up.call("POST /Amo/Send", { token: tokens.ivanov, body: { name: "Иван", phone: "12345" } });
    expect(badPhone.json.Error).toMatch(/телефон/);
    expect((await up.call("POST /Amo/Send", { body: { name: "Иван", phone: "79000000001" } })).status).toBe(401);
  });
});

describe("privilege club (house 1361)", () => {
  it("GET /PrivilegeClub/Offers: four sections for a house-1361 resident, an Error for others; 401", async () => {
    const res = await up.call("GET /PrivilegeClub/Offers", { token: tokens.ivanov });
    expect(res.json.Sections.map((s: { Code: string }) => s.Code)).toEqual([
      "kitchens",
      "furniture",
      "finishing_work",
      "repair_products",
    ]);
    expect(res.json.Sections.every((s: { Offers: unknown[] }) => s.Offers.length > 0)).toBe(true);
    const other = await up.call("GET /PrivilegeClub/Offers", { token: tokens.petrova });
    expect(other.json.Error).toMatch(/Клуб привилегий/);
    expect((await up.call("GET /PrivilegeClub/Offers")).status).toBe(401);
  });

  it("POST /PrivilegeClub/Click: registers the click and gives the link; 404, Error, 401", async () => {
    const clicks = async () =>
      (await up.env.DB.prepare("SELECT COUNT(*) AS n FROM privilege_club_clicks WHERE offer_id = 3").first<{
        n: number;
      }>())!.n;
    const before = await clicks();
    const res = await up.call("POST /PrivilegeClub/Click", { token: tokens.ivanov, body: { id: 3 } });
    expect(res.json).toEqual({ isSucceed: true, Link: "https://example.com/privilege-club/3" });
    expect(await clicks()).toBe(before + 1);
    expect((await up.call("POST /PrivilegeClub/Click", { token: tokens.ivanov, body: { id: 999 } })).status).toBe(404);
    expect((await up.call("POST /PrivilegeClub/Click", { token: tokens.ivanov, body: {} })).json).toMatchObject({
      path: "/id",
    });
    expect((await up.call("POST /PrivilegeClub/Click", { token: tokens.petrova, body: { id: 3 } })).json.Error).toMatch(
      /Клуб привилегий/,
    );
    expect((await up.call("POST /PrivilegeClub/Click", { body: { id: 3 } })).status).toBe(401);
  });

  it("POST /PrivilegeClub/SendLead: sends a lead for an offer; 404, business Errors, 401", async () => {
    const ok = await up.call("POST /PrivilegeClub/SendLead", {
      token: tokens.ivanov,
      body: { offerId: 5, name: "Иванов Иван", phone: "8 900 000 00 01", comment: "Ремонт двушки" },
    });
    expect(ok.json).toEqual({ isSucceed: true });
    const lead = await up.env.DB.prepare("SELECT phone, kind FROM content_leads WHERE offer_id = 5").first();
    expect(lead).toEqual({ phone: "79000000001", kind: "privilege_club" });
    expect(
      (
        await up.call("POST /PrivilegeClub/SendLead", {
          token: tokens.ivanov,
          body: { offerId: 999, name: "И", phone: "79000000001" },
        })
      ).status,
    ).toBe(404);
    const badPhone = await up.call("POST /PrivilegeClub/SendLead", {
      token: tokens.ivanov,
      body: { offerId: 5, name: "И", phone: "7900" },
    });
    expect(badPhone.json.Error).toMatch(/телефон/);
    const noName = await up.call("POST /PrivilegeClub/SendLead", {
      token: tokens.ivanov,
      body: { offerId: 5, name: " ", phone: "79000000001" },
    });
    expect(noName.json.Error).toBe("Укажите имя");
    const other = await up.call("POST /PrivilegeClub/SendLead", {
      token: tokens.petrova,
      body: { offerId: 5, name: "Анна", phone: "79000000002" },
    });
    expect(other.json.Error).toMatch(/Клуб привилегий/);
    expect(
      (await up.call("POST /PrivilegeClub/SendLead", { body: { offerId: 5, name: "И", phone: "79000000001" } })).status,
    ).toBe(401);
  });
});
