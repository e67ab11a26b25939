import type { SubmissionResult } from "@conform-to/react";
import type { Notice } from "~/session/notice";

/** The answer of /requests/create. */
export interface CreateAnswer {
  ok: boolean;
  redirectTo?: string;
  result?: SubmissionResult<string[]>;
  notices?: Notice[];
}

/** Posts a form by XMLHttpRequest, reporting the upload's progress in percent (fetch cannot). */
export function sendWithProgress(url: string, body: FormData, onProgress: (percent: number) => void): Promise<CreateAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as CreateAnswer);
      } catch {
        resolve({ ok: false });
      }
    };
    xhr.onerror = () => resolve({ ok: false });
    xhr.send(body);
  });
}
