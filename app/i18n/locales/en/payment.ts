import type ru from "../ru/payment";
import type { Shape } from "../shape";

const en: Shape<typeof ru> = {
  title: "Payment",
};

export default en;
