// Settings that are secrets or optional, so wrangler.toml does not declare them (worker-configuration.d.ts
// is generated from wrangler.toml by `wrangler types`).
interface PortalOptionalEnv {
  /** Signs the session cookie; required everywhere but localhost. */
  SESSION_SECRET?: string;
  /** The external owners'-meetings site linked for showOSSLink residents without accessOSS. */
  OSS_EXTERNAL_URL?: string;
  /** The provider's invoice page for /payment-invoice/{token}, with {token} in it (absolute, or a portal path). */
  INVOICE_PAGE_URL?: string;
}
interface Env extends PortalOptionalEnv {}
/** The build's timestamp (vite.config.ts `define`), sent as the contact form's appVersion. */
declare const __BUILD_TIME__: string;
declare namespace Cloudflare {
  interface Env extends PortalOptionalEnv {}
}
