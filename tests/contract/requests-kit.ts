// What the two requests test files share: the request shape, reading Иванов's demo requests, and a throwaway
// resident whose requests the tests create and change (moved on as the provider would through the test hooks),
// so Иванов's requests stay in their seeded states for every file.
import { beforeAll, expect } from "vitest";
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

/** What the provider may do to a request (test hook POST /__test/requests/state). */
export interface ProviderState {
  statusId: number;
  canClose?: boolean;
  accessCode?: string;
  closed?: boolean;
  paid?: { sum: number; text: string; bonus?: number };
}

/**
 * Request helpers for `up`; `owner()` gives the default token and `account()` the personal account new requests
 * are made on (both read when called, after the logins).
 */
export function requestsKit(up: Upstream, owner: () => string, account?: () => string) {
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

  /** A new request on the owner's account (or on `ident`, another of theirs); its id. */
  async function createRequest(text = "Тестовая заявка", ident = account?.()): Promise<number> {
    expect(ident, "an account to make requests on").toBeTruthy();
    const res = await up.call("POST /Requests/New", {
      token: owner(),
      body: { ident, typeID: 1, subTypeID: null, detailSubTypeID: null, text, waitComplete: false },
    });
    expect(res.json.Error).toBeUndefined();
    return res.json.id;
  }

  /** A message from the provider's staff: the request becomes unread. */
  const staffMessage = (requestId: number, text: string) => up.hook("POST", "/requests/message", { requestId, text });
  /** Moves a request on as the provider would (status, closable, access code, closed, paid). */
  const setState = (requestId: number, state: ProviderState) =>
    up.hook("POST", "/requests/state", { requestId, ...state });

  /** A new request moved to `state`, as the list shows it. */
  async function requestIn(state: ProviderState, text?: string): Promise<Req> {
    const id = await createRequest(text);
    await setState(id, state);
    return find((r) => r.ID === id);
  }

  return { list, find, details, createRequest, staffMessage, setState, requestIn };
}

/**
 * A throwaway resident with one fresh personal account (house 101), made before the file's tests, with the
 * request helpers for it: the tests that create or change requests use this resident.
 */
export function useRequestsResident(up: Upstream) {
  const resident = { phone: "", token: "", ident: "" };
  beforeAll(async () => {
    const { phone, token } = await up.newResident();
    Object.assign(resident, { phone, token, ident: (await up.testAccount(phone)).ident });
  });
  return Object.assign(
    resident,
    requestsKit(
      up,
      () => resident.token,
      () => resident.ident,
    ),
  );
}
