import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { RESULT_NOTICE_KEY, resultFromHash, type PaymentResult } from "~/domain/payment/result";
import { NOTICE_MS, type Notice } from "~/session/notice";
import { usePublishNotices } from "~/ui/Notices";

/** §9: a payment result shows 1 s after the page does. */
const RESULT_DELAY_MS = 1_000;

/** The result notice (§8): success or failure, either one for 6 s (§8 gives payment_failed its time too). */
export function resultNotice(result: PaymentResult): Notice {
  return { kind: result === "success" ? "success" : "error", key: RESULT_NOTICE_KEY[result], ms: NOTICE_MS };
}

/**
 * A return link made elsewhere may carry the result only in the hash, which the server never sees: with JS it
 * shows 1 s after the page shows it (§2.3, §9), in the notices channel. The hash is followed wherever it comes
 * from: a full load, a client navigation, or a hash set on the page already open (an address typed anew).
 * `serverHasIt`: the query carried it too and the page's loader already said it.
 */
export function useHashPaymentResult(serverHasIt = false): void {
  const { hash } = useLocation();
  const [shown, setShown] = useState<{ hash: string; notices: Notice[] } | null>(null);
  useEffect(() => {
    const result = resultFromHash(hash);
    if (!result || serverHasIt) return;
    const timer = setTimeout(() => setShown({ hash, notices: [resultNotice(result)] }), RESULT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash, serverHasIt]);
  // A result leaves with its hash (the next tab, another page).
  usePublishNotices(shown?.hash === hash ? shown.notices : null);
}
