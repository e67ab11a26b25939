// The browser's IANA time zone, asked off the page's thread (app/session/scripts-hint.ts says why).
postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone ?? "");
