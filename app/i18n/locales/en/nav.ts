import type ru from "../ru/nav";
import type { Shape } from "../shape";

const nav: Shape<typeof ru> = {
  label: "Main menu",
  menu_toggle: "Menu",
  Profile: "Profile",
  Home: "Events",
  Payment: "Payment",
  Meters: "Meter readings",
  Polls: "Polls",
  Requests: "Requests",
  Services: "Our services",
  Oss: "Owners' meetings",
  OssExternal: "Owners' meetings (external site)",
  MobileApp: "Mobile app",
  support_chat: "Support chat",
  profile_link: "Profile: {{name}}",
  logout: "Log out",
  external: "(opens in a new tab)",
  unread: "unread: {{n}}",
};

export default nav;
