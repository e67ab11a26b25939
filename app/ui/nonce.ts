import { createContext, useContext } from "react";

// This answer's CSP nonce, for an inline <style> the app writes (app/root.tsx). React Router's own scripts get
// it from <ServerRouter nonce> (app/entry.server.tsx). Only the server render knows it: browsers hide nonces
// from the DOM, and an element made in the browser needs none, since the CSP checks markup only as it is parsed.
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
