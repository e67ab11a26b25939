import type ru from "../ru/personal_data";
import type { Shape } from "../shape";

const personal_data: Shape<typeof ru> = {
  policy_title: "Personal data processing policy",
  agreement_title: "Consent to personal data processing",
  back: "Back",
};

export default personal_data;
