import { describe, expect, it } from "vitest";
import {
  canCancel,
  blockedReason,
  chatIntentAllowed,
  canComment,
  canConfirm,
  canPay,
  canReopen,
  isReopened,
  splitByClosed,
  statusTone,
  truncateTitle,
  requestBeingRead,
  selectedRequestId,
} from "./status";
import { unreadAfter } from "./unread";

const r = (
  StatusID: number,
  over: Partial<{ IsClosed: boolean; CanCancelingRequest: boolean; CanClose: boolean }> = {},
) => ({
  StatusID,
  IsClosed: false,
  CanCancelingRequest: false,
  CanClose: false,
  ...over,
});

describe("status table (§4)", () => {
  it.each([
    [1, "neutral"],
    [7, "neutral"],
    [12, "neutral"],
    [2, "warning"],
    [3, "warning"],
    [4, "warning"],
    [9, "warning"],
    [5, "success"],
    [6, "success"],
    [10, "success"],
    [11, "success"],
    [8, "neutral"],
    [13, "neutral"],
  ] as const)("status %i is %s", (id, tone) => expect(statusTone(id)).toBe(tone));

  it("shows 9 as reopened, nothing else", () => {
    expect(isReopened(9)).toBe(true);
    expect([1, 2, 5, 6, 8].some(isReopened)).toBe(false);
  });

  it("cancels only status 1 with CanCancelingRequest, not closed", () => {
    expect(canCancel(r(1, { CanCancelingRequest: true }))).toBe(true);
    expect(canCancel(r(1))).toBe(false);
    expect(canCancel(r(2, { CanCancelingRequest: true }))).toBe(false);
    expect(canCancel(r(1, { CanCancelingRequest: true, IsClosed: true }))).toBe(false);
  });

  it("reopens at 5, confirms at 5 only when closable", () => {
    expect(canReopen(r(5))).toBe(true);
    expect(canReopen(r(4))).toBe(false);
    expect(canConfirm(r(5))).toBe(false);
    expect(canConfirm(r(5, { CanClose: true }))).toBe(true);
    expect(canConfirm(r(6, { CanClose: true }))).toBe(false);
    expect(canConfirm(r(5, { CanClose: true, IsClosed: true }))).toBe(false);
  });

  it("hides commenting when disabled, closed or at status 5", () => {
    expect(canComment(r(2), false)).toBe(true);
    expect(canComment(r(2), null)).toBe(true);
    expect(canComment(r(2), true)).toBe(false);
    expect(canComment(r(2, { IsClosed: true }), false)).toBe(false);
    expect(canComment(r(5), false)).toBe(false);
    expect(canComment(r(9), false)).toBe(true);
  });

  it("pays only payable statuses", () => {
    const paid = (StatusID: number, over = {}) => ({ ...r(StatusID), CanPayOnMobileApp: true, IsPaid: false, ...over });
    expect(canPay(paid(2))).toBe(true);
    for (const s of [5, 6, 7, 8, 10, 11, 12]) expect(canPay(paid(s))).toBe(false);
    expect(canPay(paid(2, { IsPaid: true }))).toBe(false);
    expect(canPay(paid(2, { CanPayOnMobileApp: false }))).toBe(false);
  });
});

describe("titles, toggle, unread", () => {
  it("cuts titles above 100 characters", () => {
    expect(truncateTitle("a".repeat(100))).toBe("a".repeat(100));
    expect(truncateTitle("a".repeat(101))).toBe(`${"a".repeat(100)}…`);
    expect(truncateTitle("")).toBe("");
  });

  it("splits the list by IsClosed", () => {
    const list = [
      { ID: 1, IsClosed: false },
      { ID: 2, IsClosed: true },
    ];
    expect(splitByClosed(list, false).map((x) => x.ID)).toEqual([1]);
    expect(splitByClosed(list, true).map((x) => x.ID)).toEqual([2]);
  });

  it("counts unread requests", () => {
    expect(
      unreadAfter(
        [],
        [
          { ID: 1, IsReadedByClient: false },
          { ID: 2, IsReadedByClient: true },
          { ID: 3, IsReadedByClient: false },
        ],
      ),
    ).toHaveLength(2);
    expect(unreadAfter([], [])).toEqual([]);
  });
});

describe("the request being read (§2.2 badge, §2.3 selection)", () => {
  const list = [
    { ID: 7, IsClosed: true, IsReadedByClient: false },
    { ID: 5, IsClosed: false, IsReadedByClient: false },
    { ID: 3, IsClosed: false, IsReadedByClient: true },
  ];
  const q = (s = "") => new URLSearchParams(s);

  it("the named request, else the first open one, else with closed=1 the first closed one", () => {
    expect(selectedRequestId(list, 3, false)).toBe(3);
    expect(selectedRequestId(list, null, false)).toBe(5);
    expect(selectedRequestId(list, null, true)).toBe(7);
    expect(selectedRequestId([], null, false)).toBeNull();
  });

  it("only the requests page opens one", () => {
    expect(requestBeingRead(list, "/requests", q())).toBe(5);
    expect(requestBeingRead(list, "/requests/7", q())).toBe(7);
    expect(requestBeingRead(list, "/requests", q("closed=1"))).toBe(7);
    expect(requestBeingRead(list, "/requests/new", q())).toBeNull();
    expect(requestBeingRead(list, "/home", q())).toBeNull();
  });

  it("the badge leaves out the request being read", () => {
    const l = list.map(({ ID, IsReadedByClient }) => ({ ID, IsReadedByClient }));
    expect(unreadAfter([], l)).toHaveLength(2);
    expect(unreadAfter([], l, 5)).toEqual([7]);
    expect(unreadAfter([], l, 3)).toHaveLength(2);
  });
});

describe("chatIntentAllowed: the action checks what the screen shows", () => {
  it("a message needs an open request not at status 5, with commenting on", () => {
    expect(chatIntentAllowed("message", r(2), false)).toBe(true);
    expect(chatIntentAllowed("message", r(5), false)).toBe(false);
    expect(chatIntentAllowed("message", r(2, { IsClosed: true }), false)).toBe(false);
    expect(chatIntentAllowed("message", r(2), true)).toBe(false);
  });
  it("cancel, reopen and close follow their buttons; anything else is no chat command", () => {
    expect(chatIntentAllowed("cancel", r(1, { CanCancelingRequest: true }), false)).toBe(true);
    expect(chatIntentAllowed("cancel", r(2, { CanCancelingRequest: true }), false)).toBe(false);
    expect(chatIntentAllowed("reopen", r(5), false)).toBe(true);
    expect(chatIntentAllowed("reopen", r(9), false)).toBe(false);
    expect(chatIntentAllowed("close", r(5, { CanClose: true }), true)).toBe(true);
    expect(chatIntentAllowed("close", r(5), false)).toBe(false);
    expect(chatIntentAllowed("delete", r(1), false)).toBe(false);
  });
});

describe("blockedReason: why typed text cannot be sent now (issue 31 item 1)", () => {
  it("is null while the form still sends", () => {
    expect(blockedReason("message", r(2), false)).toBeNull();
    expect(blockedReason("close", r(5, { CanClose: true }), false)).toBeNull();
  });
  it("names the state that stopped a message", () => {
    expect(blockedReason("message", r(5), false)).toBe("done");
    expect(blockedReason("message", r(8, { IsClosed: true }), false)).toBe("closed");
    expect(blockedReason("message", r(2), true)).toBe("commenting_off");
    // Reopening would not help while commenting is off: that is the reason given.
    expect(blockedReason("message", r(5), true)).toBe("commenting_off");
  });
  it("a step no longer offered: changed, or closed", () => {
    expect(blockedReason("close", r(2), false)).toBe("changed");
    expect(blockedReason("reopen", r(3), false)).toBe("changed");
    expect(blockedReason("close", r(6, { IsClosed: true }), false)).toBe("closed");
  });
});

describe("unreadAfter (the badge between loads)", () => {
  const r = (ID: number, IsReadedByClient: boolean) => ({ ID, IsReadedByClient });
  it("takes each changed request as it now is, and the open one as read", () => {
    expect(unreadAfter([1, 2], []).sort()).toEqual([1, 2]);
    expect(unreadAfter([1, 2], [r(3, false), r(2, true)]).sort()).toEqual([1, 3]);
    expect(unreadAfter([1], [r(1, false)])).toEqual([1]);
    expect(unreadAfter([1], [r(4, false)], 4)).toEqual([1]);
    expect(unreadAfter([4], [], 4)).toEqual([]);
  });
});
