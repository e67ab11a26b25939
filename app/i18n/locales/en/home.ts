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
  club_heading: "Privilege club",
  club_text:
    "Partners' discounts and offers for the residents of your house: kitchens, furniture, finishing, repair products.",
  club_link: "Open the privilege club",
  works: "Emergency works",
  work_period: "from {{start}} to {{end}}",
  reminder: "Meter verification",
  reminder_due: "The meter “{{meter}}” is due for verification by {{date}}.",
  reminder_expired: "The verification of the meter “{{meter}}” expired on {{date}}.",
  reminder_link: "Go to the meter “{{meter}}”",
  announcements: "Announcements",
  emergency: "Emergency works",
  no_notifications: "No notifications",
  news: "News",
  no_news: "No news",
  polls: "Polls",
  no_polls_to_complete: "No polls to complete",
  poll_open: "Not completed",
  poll_partial: "Partially completed",
  poll_passed: "Completed",
  back: "Back to events",
  files: "Files",
  file_name_error: "File name error",
  file_download_error: "File download error",
  link_title: "Link",
  link_not_found: "The link was not found or no longer works.",
  link_failed: "The link could not be opened. Please try again later.",
  created: "Published {{date}}",
};

export default home;
