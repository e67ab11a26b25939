import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, type Fetcher } from "react-router";
import { css, cx } from "styled-system/css";
import { button, input } from "styled-system/recipes";
import { canDecrease, canIncrease, steppedQuantity, typedQuantity, type CartGood } from "~/domain/shop/cart";
import { useHydrated } from "~/ui/hooks";
import { usePublishNotices } from "~/ui/Notices";
import type { QuantityOutcome } from "./quantity.server";

// One good's quantity (§4, §5 Cart): −, the typed value and +. Without JS a plain form whose post redirects back
// to the good's anchor; with JS the same form through a fetcher keyed by the good, shown at once as it will be
// (useFetchers gives the shop's summary the same pending values), rolled back with a message when refused.

export const fetcherKey = (good: number) => `cart-${good}`;

/** The quantity a pending post will leave, by the same rules the server applies; null when none is pending. */
export function pendingQuantity(fetcher: Pick<Fetcher, "formData">, rest: number | null): number | null {
  const posted = fetcher.formData;
  if (!posted) return null;
  const typed = typedQuantity(String(posted.get("quantity") ?? ""), rest);
  const step = posted.get("step");
  return step === "1" || step === "-1" ? steppedQuantity(typed, Number(step), rest) : typed;
}

export function QuantityForm({ good, quantity, action }: { good: CartGood; quantity: number; action: string }) {
  const { t } = useTranslation("shop");
  const hydrated = useHydrated();
  const fetcher = useFetcher<QuantityOutcome>({ key: fetcherKey(good.id) });
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.notices : null;
  usePublishNotices(failed);
  const shown = pendingQuantity(fetcher, good.rest) ?? quantity;
  const [draft, setDraft] = useState<string | null>(null);
  const id = `quantity-${good.id}`;
  const submitTyped = (form: HTMLFormElement | null) => {
    if (draft === null || !form) return;
    fetcher.submit(form, { method: "post", action, preventScrollReset: true });
    setDraft(null);
  };
  return (
    <fetcher.Form
      method="post"
      action={action}
      preventScrollReset
      onSubmit={() => setDraft(null)}
      className={css({ display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap" })}
    >
      <input type="hidden" name="intent" value="quantity" />
      <input type="hidden" name="good" value={good.id} />
      {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
      {/* First in the form, so Enter in the field sets the typed value (the default button); shown last. */}
      <button type="submit" name="step" value="0" hidden={hydrated} className={cx(button({ variant: "secondary", size: "sm" }), css({ order: 4 }))}>
        {t("shop.set_quantity")}
      </button>
      <button
        type="submit"
        name="step"
        value="-1"
        disabled={!canDecrease(shown)}
        aria-label={t("shop.decrease", { name: good.name })}
        className={button({ variant: "secondary", size: "sm" })}
      >
        −
      </button>
      <label htmlFor={id} className={css({ srOnly: true })}>
        {t("shop.quantity_of", { name: good.name })}
      </label>
      <input
        id={id}
        name="quantity"
        inputMode="numeric"
        autoComplete="off"
        className={cx(input(), css({ w: "16", textAlign: "center" }))}
        value={hydrated ? (draft ?? String(shown)) : undefined}
        defaultValue={hydrated ? undefined : String(quantity)}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onBlur={(e) => submitTyped(e.currentTarget.form)}
      />
      <button
        type="submit"
        name="step"
        value="1"
        disabled={!canIncrease(shown, good.rest)}
        aria-label={t("shop.increase", { name: good.name })}
        className={button({ variant: "secondary", size: "sm" })}
      >
        +
      </button>
    </fetcher.Form>
  );
}
