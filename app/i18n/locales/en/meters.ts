import type ru from "../ru/meters";
import type { Shape } from "../shape";

const en: Shape<typeof ru> = {
  title: "Meter readings",
};

export default en;
