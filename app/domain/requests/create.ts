// Spec §2.3 New request, §5 Requests, §6 (HideOnRequestsPage, HouseCantCreateRequests, denyRequestCreation).
export interface AccountForRequests {
  Ident: string;
  Address: string;
  HideOnRequestsPage?: boolean | null;
  HouseCantCreateRequests?: boolean | null;
}

export interface AddressOption {
  ident: string;
  address: string;
}

/**
 * The new-request address list: accounts whose house cannot create requests or that are hidden on the requests
 * page are left out; accounts at the same address are merged (the one with the smallest Ident stays); sorted by Ident.
 */
export function addressOptions(accounts: AccountForRequests[]): AddressOption[] {
  const sorted = accounts
    .filter((a) => !a.HouseCantCreateRequests && !a.HideOnRequestsPage)
    .slice()
    .sort((a, b) => a.Ident.localeCompare(b.Ident, "ru", { numeric: true }));
  const seen = new Set<string>();
  const out: AddressOption[] = [];
  for (const a of sorted) {
    const key = a.Address.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ ident: a.Ident, address: a.Address });
  }
  return out;
}

export interface RequestTypeNode {
  ID: number;
  Name: string;
  HasSubTypes: boolean;
  SubTypes?: RequestTypeNode[] | null;
  MessageForUser?: string | null;
}

/** §3: a type's name is shown with its first letter capitalised. */
export function typeLabel(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

const children = (t: RequestTypeNode | undefined) => (t && t.HasSubTypes ? (t.SubTypes ?? []) : []);

export interface Choice {
  ident?: string | null;
  typeID?: number | null;
  subTypeID?: number | null;
  detailSubTypeID?: number | null;
}

export interface ResolvedChoice {
  type?: RequestTypeNode;
  subtypes: RequestTypeNode[];
  subtype?: RequestTypeNode;
  details: RequestTypeNode[];
  detail?: RequestTypeNode;
}

/** The chosen nodes of the tree; a subtype that does not belong to the chosen type is dropped, and so on down. */
export function resolveChoice(types: RequestTypeNode[], choice: Choice): ResolvedChoice {
  const type = types.find((t) => t.ID === choice.typeID);
  const subtypes = children(type);
  const subtype = subtypes.find((t) => t.ID === choice.subTypeID);
  const details = children(subtype);
  const detail = details.find((t) => t.ID === choice.detailSubTypeID);
  return { type, subtypes, subtype, details, detail };
}

/** The ids to send: unneeded subtype ids are null (§4). */
export function payloadIds(types: RequestTypeNode[], choice: Choice) {
  const r = resolveChoice(types, choice);
  return {
    typeID: r.type?.ID ?? null,
    subTypeID: r.subtypes.length > 0 ? (r.subtype?.ID ?? null) : null,
    detailSubTypeID: r.details.length > 0 ? (r.detail?.ID ?? null) : null,
  };
}

export type CreateProblem = "address" | "type" | "subtype" | "detail" | "text" | "denied";

export interface CreateInput extends Choice {
  text?: string | null;
  /** Idents whose account has denyRequestCreation. */
  deniedIdents?: ReadonlySet<string>;
  /** Idents the resident may choose (addressOptions). */
  allowedIdents?: ReadonlySet<string>;
}

/**
 * §5: create is possible only with a non-empty description, an address and a type, a subtype when the type has
 * subtypes, a detail subtype when the subtype has them, and creation not denied for the account. Returns the
 * problems, field by field (empty = may be created).
 */
export function createProblems(types: RequestTypeNode[], input: CreateInput): CreateProblem[] {
  const problems: CreateProblem[] = [];
  const ident = input.ident?.trim() ?? "";
  if (!ident || (input.allowedIdents && !input.allowedIdents.has(ident))) problems.push("address");
  else if (input.deniedIdents?.has(ident)) problems.push("denied");
  const r = resolveChoice(types, input);
  if (!r.type) problems.push("type");
  if (r.subtypes.length > 0 && !r.subtype) problems.push("subtype");
  if (r.details.length > 0 && !r.detail) problems.push("detail");
  if (!input.text?.trim()) problems.push("text");
  return problems;
}

/** Splits a text into plain parts and http(s) links, so a type's message shows clickable links. */
export function linkify(text: string): Array<{ text: string; href?: string }> {
  const parts: Array<{ text: string; href?: string }> = [];
  const re = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)»]/g;
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index) });
    parts.push({ text: m[0], href: m[0] });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

export interface EmergencyWorkLike {
  Idents?: string[] | null;
}

/** The emergency works for the chosen address's account. */
export function emergencyWorksFor<W extends EmergencyWorkLike>(works: W[], ident: string | null | undefined): W[] {
  if (!ident) return [];
  return works.filter((w) => (w.Idents ?? []).includes(ident));
}
