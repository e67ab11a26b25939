/** Posts a form by XMLHttpRequest, reporting the upload's progress in percent (fetch cannot); null without a JSON answer. */
export function sendWithProgress<Answer>(
  url: string,
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<Answer | null> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      try {
        // The caller names the action whose answer this is (its generated types), so the shape is the action's.
        resolve(JSON.parse(xhr.responseText) as Answer);
      } catch {
        resolve(null);
      }
    };
    xhr.onerror = () => resolve(null);
    xhr.send(body);
  });
}
