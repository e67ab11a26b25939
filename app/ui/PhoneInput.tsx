import type { InputHTMLAttributes } from "react";
import { input } from "styled-system/recipes";
import { formatPhoneMask } from "~/domain/auth/phone";

type Props = InputHTMLAttributes<HTMLInputElement> & {
  onMaskedChange?: (masked: string) => void;
  /** The mask (default +7 (###) ### ## ##): a pure rule of app/domain, the server reads any spelling. */
  mask?: (typed: string) => string;
};

/**
 * A tel field. Without JS it accepts any spelling (the server keeps the digits); with JS each keystroke is
 * reformatted by the mask.
 */
export function PhoneInput({
  onMaskedChange,
  onInput,
  defaultValue,
  mask = formatPhoneMask,
  type: _type,
  ...props
}: Props) {
  return (
    <input
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      defaultValue={
        typeof defaultValue === "string" && defaultValue ? mask(defaultValue) || defaultValue : defaultValue
      }
      className={input()}
      onInput={(event) => {
        const el = event.currentTarget;
        const masked = mask(el.value);
        if (el.value !== masked) el.value = masked;
        onMaskedChange?.(masked);
        onInput?.(event);
      }}
    />
  );
}
