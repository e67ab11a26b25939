import type ru from "../ru/app";
import type { Shape } from "../shape";

const app: Shape<typeof ru> = {
  name: "Resident portal",
  meta_description:
    "{{site}}: the resident's portal — pay utility bills, send meter readings, file requests to the managing company.",
  skip_to_content: "Skip to content",
  moscow_time: "{{time}} MSK",
  local_time: "({{time}} your time)",
  loading: "Loading…",
  // The install banner on phones (§4 Mobile banner).
  banner_label: "Mobile app",
  banner_text: "Install the mobile app: payments, readings and requests always at hand.",
  banner_app_store: "Download on the App Store",
  banner_google_play: "Get it on Google Play",
  banner_dismiss: "Not now",
};

export default app;
