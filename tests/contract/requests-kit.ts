// What the two requests test files share: the request shape and reading/creating Иванов's requests.
import { expect } from "vitest";
import type { Upstream } from "./harness";

export interface Req {
  ID: number;
  RequestNumber: string;
  StatusID: number;
  Status: string;
  Name: string;
  Text: string;
  Ident: string;
  Added: string;
  IsClosed: boolean;
  CanClose: boolean;
  CanCancelingRequest: boolean;
  IsReadedByClient: boolean;
  CanPayOnMobileApp: boolean;
  PaidSumm: number | null;
  BonusAmount: number;
  Files: { ID: number; Name: string }[];
  Messages?: { ID: number; Text: string; FileID: number; IsSelf: boolean; Added: string; AuthorName: string }[];
}

/** Request helpers for `up`; `owner()` gives the default token (read when called, after the logins). */
export function requestsKit(up: Upstream, owner: () => string) {
  async function list(token = owner()): Promise<Req[]> {
    const res = await up.call("GET /Requests/List", { token });
    expect(res.status).toBe(200);
    return res.json.Requests;
  }

  async function find(pred: (r: Req) => boolean, token = owner()): Promise<Req> {
    const r = (await list(token)).find(pred);
    expect(r).toBeDefined();
    return r!;
  }

  async function details(id: number, token = owner()): Promise<Req> {
    const res = await up.call("GET /Requests/Details/{id}", { params: { id }, token });
    expect(res.status).toBe(200);
    return res.json;
  }

  /** A new request of Иванов's account 1000001. */
  async function createRequest(text = "Тестовая заявка"): Promise<number> {
    const res = await up.call("POST /Requests/New", {
      token: owner(),
      body: { ident: "1000001", typeID: 1, subTypeID: null, detailSubTypeID: null, text, waitComplete: false },
    });
    expect(res.json.Error).toBeUndefined();
    return res.json.id;
  }

  return { list, find, details, createRequest };
}
