import type ru from "../ru/notices";
import type { Shape } from "../shape";

const notices: Shape<typeof ru> = {
  region: "Notifications",
  dismiss: "Dismiss notification",
  logged_out: "You have logged out.",
  logged_out_everywhere: "You have logged out on all devices.",
};

export default notices;
