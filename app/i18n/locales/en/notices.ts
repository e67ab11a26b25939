import type ru from "../ru/notices";
import type { Shape } from "../shape";

const notices: Shape<typeof ru> = {
  region: "Notifications",
  dismiss: "Dismiss notification",
  logged_out: "You have logged out.",
  logged_out_everywhere: "You have logged out on all devices.",
  draft_kept: "You are signed in again. What you typed in the form is kept: check it and send it again.",
  draft_kept_give_again:
    "You are signed in again. What you typed in the form is kept: check it and send it again. Enter the password and choose the files again.",
};

export default notices;
