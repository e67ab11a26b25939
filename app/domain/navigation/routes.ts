// Route names of spec §2.1 and their paths. Only routes that exist in app/routes.ts are listed as built:
// links to a screen that a later issue builds stay out of menus and layouts until it exists, so a resident
// never follows a link to a 404. Building a screen means adding its name here.
export type RouteName =
  | "Login"
  | "Register"
  | "Home"
  | "Payment"
  | "Meters"
  | "Polls"
  | "Bills"
  | "Services"
  | "Requests"
  | "NewRequest"
  | "PrivilegeClub"
  | "Profile"
  | "Oss"
  | "MobileApp"
  | "Feedback"
  | "Policy"
  | "Agreement"
  | "SupportChat"
  | "AddAccount";

export const ROUTE_PATHS: Record<RouteName, string> = {
  Login: "/login",
  Register: "/register",
  Home: "/home",
  Payment: "/payment",
  Meters: "/meters",
  Polls: "/polls",
  Bills: "/payment?tab=bills",
  Services: "/services",
  Requests: "/requests",
  NewRequest: "/requests/new",
  PrivilegeClub: "/privilege-club",
  Profile: "/profile",
  Oss: "/oss",
  MobileApp: "/mp",
  Feedback: "/feedback",
  Policy: "/policy",
  Agreement: "/agreement",
  SupportChat: "/support",
  AddAccount: "/accounts/add",
};

export const BUILT_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  "Login",
  "Register",
  "Policy",
  "Agreement",
  "Home",
  "Profile",
  "Feedback",
  "AddAccount",
  "Meters",
  "Payment",
  "Bills",
  "Requests",
  "NewRequest",
  "Polls",
  "Oss",
  "Services",
  "PrivilegeClub",
  "SupportChat",
  "MobileApp",
]);

export function isBuilt(name: RouteName, built: ReadonlySet<RouteName> = BUILT_ROUTES): boolean {
  return built.has(name);
}

/** The path of a built route, or null while the screen does not exist yet. */
export function pathIfBuilt(name: RouteName, built: ReadonlySet<RouteName> = BUILT_ROUTES): string | null {
  return isBuilt(name, built) ? ROUTE_PATHS[name] : null;
}
