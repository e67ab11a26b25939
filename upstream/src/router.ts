// The upstream's router, typed by the contract (openapi/schema.d.ts): a handler can be registered only for an
// operation the contract has, receives that operation's query and JSON body as documented (validated before it
// runs, see validation/request.ts), and may answer only a status and JSON shape the operation documents.
import type { paths } from "../../openapi/schema";
import { json, reply, unauthorized, type Answer, type Empty, type Raw, type UpstreamEnv } from "./http";
import { userOfToken } from "./tokens";
import { operations } from "./validation/generated";
import { isRejection, readInput } from "./validation/request";
import type { OperationSpec } from "./validation/spec";

export type Method = "get" | "post" | "put" | "delete" | "patch";

/** The contract's paths that have an operation for this method. */
export type ContractPath<M extends Method> = {
  [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P;
}[keyof paths];

/** One operation of the contract, named as in it: Op<"post /auth/login">. */
export type Op<K extends string> = K extends `${infer M extends Method} ${infer P extends keyof paths}`
  ? NonNullable<paths[P][M]>
  : never;

type Responses<O> = O extends { responses: infer R } ? R : never;
type JsonOf<R> = R extends { content: { "application/json": infer B } } ? B : never;

type AnswerAt<R, S extends number> = R extends { content: infer C }
  ? | (C extends { "application/json": infer B } ? Answer<S, B> : never)
    | ([Exclude<keyof C, "application/json">] extends [never] ? never : Answer<S, Raw>)
  : Answer<S, Empty>;

/** Every answer the operation documents: its statuses, each with its JSON shape (or Raw for files and texts). */
export type Allowed<O> = {
  [S in keyof Responses<O>]: S extends number ? AnswerAt<Responses<O>[S], S> : never;
}[keyof Responses<O>];

type JsonStatus<O> = {
  [S in keyof Responses<O>]: [JsonOf<Responses<O>[S]>] extends [never] ? never : S;
}[keyof Responses<O>] &
  number;

/** `reply` held to the operation: the status must be documented and the body literal is checked field by field. */
export type Reply<O> = <S extends JsonStatus<O>>(
  status: S,
  body: JsonOf<Responses<O>[S]>,
) => Answer<S, JsonOf<Responses<O>[S]>>;

type Params<O> = O extends { parameters: { path?: infer P } }
  ? [NonNullable<P>] extends [never]
    ? {}
    : { [K in keyof NonNullable<P>]: string }
  : {};
type Query<O> = O extends { parameters: { query?: infer Q } }
  ? [NonNullable<Q>] extends [never]
    ? {}
    : NonNullable<Q>
  : {};
type RequestBody<O> = O extends { requestBody?: infer B } ? B : never;
type JsonBody<O> = [NonNullable<RequestBody<O>>] extends [never]
  ? undefined
  : NonNullable<RequestBody<O>> extends { content: { "application/json": infer B } }
    ? undefined extends RequestBody<O>
      ? B | undefined
      : B
    : undefined;
type Form<O> =
  NonNullable<RequestBody<O>> extends { content: { "multipart/form-data": unknown } } ? FormData : undefined;

/** What every handler gets, contract or not. */
export interface BaseCtx {
  env: UpstreamEnv;
  req: Request;
  url: URL;
  /** The user whose acx token came with the request; null when absent or unknown. */
  userId: number | null;
  /** The caller's test scope (x-test-scope), only where test hooks are allowed; see test-hooks/access.ts. */
  scope: string | null;
}

export interface Ctx<O> extends BaseCtx {
  /** Path parameters as they came (text): an id that is no number is simply not found. */
  params: Params<O>;
  /** Query parameters coerced to their documented types; undocumented ones are left out. */
  query: Query<O>;
  /** The JSON body, valid against the operation's schema. */
  body: JsonBody<O>;
  /** The multipart body, its required parts present. */
  form: Form<O>;
  reply: Reply<O>;
}

export type Handler<O> = (ctx: Ctx<O>) => Allowed<O> | Promise<Allowed<O>>;

/** A page of the reference upstream outside the contract (demo payment page, outbox): no token, no checks. */
export type PageHandler = (ctx: BaseCtx & { params: Record<string, string> }) => Response | Promise<Response>;

interface Route {
  method: string;
  pattern: RegExp;
  keys: string[];
  spec: OperationSpec | null;
  // Each route's own Ctx type is checked when it is added; here they are all called the same way.
  handler: (ctx: never) => Response | Promise<Response>;
}

/** Paths match case-insensitively: the provider's API is spelled inconsistently (/auth/login, /Auth/…). */
function compile(path: string): Pick<Route, "pattern" | "keys"> {
  const keys: string[] = [];
  const source = path.replace(/\/$/, "").replace(/\{(\w+)\}/g, (_, k: string) => {
    keys.push(k);
    return "([^/]+)";
  });
  return { pattern: new RegExp(`^${source}/?$`, "i"), keys };
}

export class Router {
  private routes: Route[] = [];

  add<M extends Method, P extends ContractPath<M>>(method: M, path: P, handler: Handler<Op<`${M} ${P}`>>): this {
    const spec = operations[`${method} ${path}`];
    if (!spec) throw new Error(`${method} ${path} is not in the generated operations: run \`npm run openapi\``);
    this.routes.push({ method: method.toUpperCase(), ...compile(path), spec, handler: handler as Route["handler"] });
    return this;
  }

  page(method: "GET" | "POST", path: string, handler: PageHandler): this {
    this.routes.push({ method, ...compile(path), spec: null, handler: handler as Route["handler"] });
    return this;
  }

  private match(method: string, pathname: string): { route: Route; params: Record<string, string> } | null {
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const m = route.pattern.exec(pathname);
      if (!m) continue;
      const params: Record<string, string> = {};
      route.keys.forEach((k, i) => (params[k] = decodeURIComponent(m[i + 1] ?? "")));
      return { route, params };
    }
    return null;
  }

  /** Token, then the input's validation, then the handler; an unexpected failure is a 500 without details. */
  async handle(req: Request, base: Pick<BaseCtx, "env" | "url" | "scope">): Promise<Response> {
    const found = this.match(req.method, base.url.pathname);
    if (!found) return json({ Message: `No operation ${req.method} ${base.url.pathname}` }, 404);
    const { route, params } = found;
    const userId = await userOfToken(base.env.DB, req.headers.get("acx"));
    const call = route.handler as (ctx: unknown) => Response | Promise<Response>;
    try {
      if (!route.spec) return await call({ ...base, req, userId, params });
      if (route.spec.auth && userId === null) return unauthorized();
      const input = await readInput(route.spec, req, base.url);
      if (isRejection(input)) return json(input, 400);
      return await call({ ...base, req, userId, params, ...input, reply });
    } catch (e) {
      console.error("upstream handler failed", e);
      return json({ Message: "Internal server error" }, 500);
    }
  }
}
