import type ru from "../ru/outbox";
import type { Shape } from "../shape";

const outbox: Shape<typeof ru> = {
  title: "Outbox (demo)",
  heading: "Messages sent by the demo provider",
  intro:
    "Codes and messages the provider would have sent by SMS, call or e-mail. This page exists only while the portal runs on the embedded demo provider.",
  refresh: "Refresh",
  empty: "No messages yet.",
  time: "Time",
  channel: "Channel",
  recipient: "Recipient",
  text: "Text",
};

export default outbox;
