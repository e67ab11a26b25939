import type ru from "../ru/personal_data";
import type { Shape } from "../shape";

const personal_data: Shape<typeof ru> = {
  policy_title: "Personal data processing policy",
  policy_meta_description: "{{site}}'s personal data processing policy.",
  agreement_meta_description: "The consent to personal data processing for registering in {{site}}.",
  agreement_title: "Consent to personal data processing",
  back: "Back",
};

export default personal_data;
