import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, type Fetcher } from "react-router";
import { css, cx } from "styled-system/css";
import { button, input, noJsOnly } from "styled-system/recipes";
import {
  canDecrease,
  canIncrease,
  steppedQuantity,
  typedQuantity,
  type CartGood,
  type Quantities,
} from "~/domain/shop/cart";
import { decodeQuantities, encodeQuantities } from "~/domain/shop/carts";
import type { QuantityOutcome } from "./quantity.server";

// One good's quantity (§4, §5 Cart): −, the typed value and +. Without JS a plain form whose post redirects back
// to the good's anchor. With JS the same form goes through the shop's one fetcher and posts, with the change,
// the whole cart as shown (decision 0020), so the page shows it at once and quick changes never undo each other;
// a refused change rolls back (the shop publishes the message). It is a stepper, not a form of useForm's: §5
// corrects what it is given (a bad quantity is 0, a big one Rest) and refuses nothing, so there is no message
// to show; − and + are disabled at the edges (§5), the same in the server's page.

export const fetcherKey = (shopId: number) => `cart-${shopId}`;

/** The cart a pending post will leave (the snapshot it carries); null when none is pending. */
export function pendingCart(fetcher: Pick<Fetcher, "formData">): Quantities | null {
  return decodeQuantities(fetcher.formData?.get("cart")?.toString());
}

/** The quantity a post makes of the shown one, by the rules the server applies. */
function posted(form: FormData, rest: number | null): number {
  const typed = typedQuantity(String(form.get("quantity") ?? ""), rest);
  const step = form.get("step");
  return step === "1" || step === "-1" ? steppedQuantity(typed, Number(step), rest) : typed;
}

interface Props {
  shopId: number;
  good: CartGood;
  /** The quantity shown: the session's, or what a pending post will make it. */
  quantity: number;
  /** The whole cart as shown, posted with a change. */
  shown: Quantities;
  action: string;
}

export function QuantityForm({ shopId, good, quantity, shown, action }: Props) {
  const { t } = useTranslation("shop");
  const fetcher = useFetcher<QuantityOutcome>({ key: fetcherKey(shopId) });
  const [draft, setDraft] = useState<string | null>(null);
  const id = `quantity-${good.id}`;
  const send = (form: HTMLFormElement, submitter?: HTMLElement | null) => {
    const data = new FormData(form, submitter);
    // The server answers a fetcher's post with data, a page's with a redirect back to the good.
    data.set("via", "fetcher");
    data.set("cart", encodeQuantities({ ...shown, [String(good.id)]: posted(data, good.rest) }));
    fetcher.submit(data, { method: "post", action, preventScrollReset: true });
    setDraft(null);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
  };
  return (
    <fetcher.Form
      method="post"
      action={action}
      preventScrollReset
      onSubmit={onSubmit}
      className={css({ display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap" })}
    >
      <input type="hidden" name="intent" value="quantity" />
      <input type="hidden" name="good" value={good.id} />
      {/* First in the form, so Enter in the field applies the typed value (the default button); shown last, and
          only without JS (with it, leaving the field or Enter sends the typed value). */}
      <span className={cx(noJsOnly(), css({ order: 4 }))}>
        <button type="submit" name="step" value="0" className={button({ variant: "secondary", size: "sm" })}>
          {t("shop.set_quantity")}
        </button>
      </span>
      <button
        type="submit"
        name="step"
        value="-1"
        disabled={!canDecrease(quantity)}
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
        value={draft ?? String(quantity)}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onBlur={(e) => {
          if (draft !== null && e.currentTarget.form) send(e.currentTarget.form);
        }}
      />
      <button
        type="submit"
        name="step"
        value="1"
        disabled={!canIncrease(quantity, good.rest)}
        aria-label={t("shop.increase", { name: good.name })}
        className={button({ variant: "secondary", size: "sm" })}
      >
        +
      </button>
    </fetcher.Form>
  );
}
