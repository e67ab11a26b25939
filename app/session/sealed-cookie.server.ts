// The session cookie's value, sealed: AES-256-GCM with a key derived from a secret by HKDF (WebCrypto, no
// dependency). GCM both hides the content (the provider's token, the resident's flags) and authenticates it, so
// a changed byte, a value made with another secret or one cut short opens to nothing. Several secrets may be
// given: the first seals, any opens, so a secret can be rotated without signing everyone out (decision 0016).

const VERSION = "v1";
const IV_BYTES = 12;
const encoder = new TextEncoder();
const decoder = new TextDecoder();
// Bound to this use: the same secret used elsewhere would derive an unrelated key.
const SALT = encoder.encode("resident-portal session cookie");
const INFO = encoder.encode(`aes-256-gcm ${VERSION}`);
const AAD = encoder.encode(VERSION);

// Deriving costs a little on every request; an isolate serves many, with the same few secrets.
const keys = new Map<string, Promise<CryptoKey>>();

function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"])
      .then((material) =>
        crypto.subtle.deriveKey(
          { name: "HKDF", hash: "SHA-256", salt: SALT, info: INFO },
          material,
          { name: "AES-GCM", length: 256 },
          false,
          ["encrypt", "decrypt"],
        ),
      );
    keys.set(secret, key);
  }
  return key;
}

/** The cookie value for `data`: `v1.` and base64url of IV and ciphertext (cookie-safe, no escaping needed). */
export async function seal(data: unknown, secrets: readonly string[]): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = encoder.encode(JSON.stringify(data));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: AAD }, await keyOf(secrets[0]!), plain),
  );
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return `${VERSION}.${toBase64Url(out)}`;
}

/** What `seal` sealed with any of `secrets`, or null for anything else (tampered, foreign, old format, garbage). */
export async function open(value: string, secrets: readonly string[]): Promise<unknown> {
  const [version, body, ...rest] = value.split(".");
  if (version !== VERSION || !body || rest.length) return null;
  const bytes = fromBase64Url(body);
  if (!bytes || bytes.length <= IV_BYTES) return null;
  const iv = bytes.subarray(0, IV_BYTES);
  const sealed = bytes.subarray(IV_BYTES);
  for (const secret of secrets) {
    try {
      const plain = await crypto.subtle.decrypt(
        { name: "AES-GCM", iv, additionalData: AAD },
        await keyOf(secret),
        sealed,
      );
      return JSON.parse(decoder.decode(plain));
    } catch {
      // Not this secret's (or not authentic): try the next.
    }
  }
  return null;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    // One value per content: a last character differing only in unused bits would decode to the same bytes.
    return toBase64Url(bytes) === text ? bytes : null;
  } catch {
    return null;
  }
}
