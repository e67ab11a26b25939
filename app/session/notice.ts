/** A notification shown top-left (§8): an i18n key with params, or provider text under the title 'Ошибка'. */
export interface Notice {
  kind: "error" | "success" | "info";
  key?: string;
  text?: string;
  params?: Record<string, string | number>;
}

import type { ApiFailure } from "../api/errors";

export function noticeFromFailure(failure: ApiFailure): Notice {
  return failure.text ? { kind: "error", text: failure.text } : { kind: "error", key: failure.key };
}
