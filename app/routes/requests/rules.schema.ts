import { z } from "zod/mini";

/** An optional attachment: conform turns the empty part of an unused file input into undefined. */
export const file = () => z.optional(z.file());
