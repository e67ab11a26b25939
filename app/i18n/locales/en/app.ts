import type ru from "../ru/app";
import type { Shape } from "../shape";

const app: Shape<typeof ru> = {
  name: "Resident portal",
  meta_description: "{{site}}: the resident's portal — pay utility bills, send meter readings, file requests to the managing company.",
  skip_to_content: "Skip to content",
  moscow_time: "{{time}} MSK",
  loading: "Loading…",
};

export default app;
