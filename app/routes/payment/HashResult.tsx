import { useHashPaymentResult } from "./result";

/** The hash's payment result as a component, for a page that loads it only when the hash carries one. */
export default function HashResult() {
  useHashPaymentResult();
  return null;
}
