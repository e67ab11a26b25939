import type ru from "../ru/requests";
import type { Shape } from "../shape";

const en: Shape<typeof ru> = {
  title: "Requests",
};

export default en;
