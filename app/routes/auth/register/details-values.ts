import { formatPhoneMask } from "~/domain/auth/phone";

export interface Details {
  phone: string;
  fio: string;
  birthday: string;
  consent: boolean;
}

/**
 * Step 1's fields as the form renders them (the phone masked, consent ticked or absent): DetailsStep's default
 * values, and what the loader reads for the reasons a disabled Next shows (register.server.ts detailsReasons).
 */
export const detailsFormValues = (d: Details) => ({
  phone: d.phone ? formatPhoneMask(d.phone) : "",
  fio: d.fio,
  birthday: d.birthday,
  consent: d.consent ? "on" : undefined,
});
