import type ru from "../ru/home";
import type { Shape } from "../shape";

const home: Shape<typeof ru> = {
  title: "Events",
  meta_description: "{{site}} events: announcements, news, meter verification reminders.",
  greeting: "Hello, {{name}}!",
  no_accounts: "Link a personal account to pay for services, send meter readings and file requests.",
  add_account: "Link a personal account",
  accounts: "Your personal accounts",
  account_ident: "Personal account No. {{ident}}",
};

export default home;
