// conform's zod adapter, loaded by ./checks.ts when the browser's form checks are first needed (decision 0019).
export { parseWithZod } from "@conform-to/zod/v4";
