import { accountsRows } from "./accounts";
import { authRows } from "./auth";
import { contentRows } from "./content";
import { homeRows } from "./home";
import type { A11yRow } from "./kit";
import { looksRows } from "./looks";
import { metersRows } from "./meters";
import { ossRows } from "./oss";
import { paymentRows } from "./payment";
import { pollsRows } from "./polls";
import { profileRows } from "./profile";
import { requestsRows } from "./requests";
import { shellRows } from "./shell";
import { shopRows } from "./shop";
import { supportRows } from "./support";

// Every screen state axe checks, area by area. A new screen adds its states here (its own file).
export const ROWS: A11yRow[] = [
  ...shellRows,
  ...homeRows,
  ...authRows,
  ...contentRows,
  ...accountsRows,
  ...profileRows,
  ...paymentRows,
  ...metersRows,
  ...requestsRows,
  ...pollsRows,
  ...ossRows,
  ...shopRows,
  ...looksRows,
  ...supportRows,
];
