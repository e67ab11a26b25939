import { z } from "zod/mini";

/** Optional text fields, as a form posts them. */
export const text = () => z.optional(z.string());

/** An optional attachment: conform turns the empty part of an unused file input into undefined. */
export const file = () => z.optional(z.file());
