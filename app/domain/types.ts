import type { components } from "../../openapi/schema";

export type Schemas = components["schemas"];
export type MobileAppSettings = Schemas["MobileAppSettings"];
export type User = Schemas["User"];
export type UserAccount = Schemas["UserAccount"];
