import { createContext, useContext } from "react";

// What only the server's render knows of the document it writes (app/entry.server.tsx):
// - this answer's CSP nonce, for the inline <style> elements of app/root.tsx. React Router's own scripts get it
//   from <ServerRouter nonce>. Browsers hide nonces from the DOM, and an element made in the browser needs none,
//   since the CSP checks markup only as it is parsed;
// - the app's stylesheet, written into the head so the first paint waits for no second request (decision 0028).
//   The browser's render has neither: React finds the server's <style> by its href and keeps it as it is.
export interface DocumentParts {
  nonce?: string;
  styles?: string;
}

export const DocumentContext = createContext<DocumentParts>({});

export const useDocumentParts = () => useContext(DocumentContext);
