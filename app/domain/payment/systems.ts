// Spec §4 Payment by account and §9: which payment system a payment goes through.

/** §9 "a particular bank's system": the default when the provider offers one system or none, unless the
 * deployment names another (DEFAULT_PAYMENT_SYSTEM). */
export const DEFAULT_PAYMENT_SYSTEM = "sberbank";

export interface PaymentSystemOption {
  name: string;
  displayName: string;
}

export interface SystemChoice {
  /** The name to send as `paymentSystem`. */
  name: string;
  /** True when the resident asked for a system this payment may not use (the special mode): an alert shows. */
  blocked: boolean;
  /** Whether the resident has a choice to make at all (several systems). */
  selectable: boolean;
}

/**
 * Several systems: the asked one if offered, else the first (preselected). One or none: the default bank's.
 * A system that is not offered for this payment (another bank's, for accounts only the default bank serves)
 * is blocked: another one is selected and the resident is told.
 */
export function chooseSystem(
  offered: PaymentSystemOption[],
  wanted?: string | null,
  fallback: string = DEFAULT_PAYMENT_SYSTEM,
): SystemChoice {
  const asked = wanted?.trim() ?? "";
  if (offered.length <= 1) {
    const name = offered[0]?.name ?? fallback;
    return { name, blocked: asked !== "" && asked.toLowerCase() !== name.toLowerCase(), selectable: false };
  }
  const found = offered.find((s) => s.name.toLowerCase() === asked.toLowerCase());
  return { name: found?.name ?? offered[0]!.name, blocked: asked !== "" && !found, selectable: true };
}
