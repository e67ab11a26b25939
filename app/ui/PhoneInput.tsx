import type { InputHTMLAttributes } from "react";
import { input } from "styled-system/recipes";
import { formatPhoneMask } from "~/domain/auth/phone";

type Props = InputHTMLAttributes<HTMLInputElement> & { onMaskedChange?: (masked: string) => void };

/**
 * A tel field. Without JS it accepts any spelling (the server keeps the digits); with JS each keystroke is
 * reformatted into +7 (###) ### ## ##.
 */
export function PhoneInput({ onMaskedChange, onInput, defaultValue, type: _type, ...props }: Props) {
  return (
    <input
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      defaultValue={
        typeof defaultValue === "string" && defaultValue ? formatPhoneMask(defaultValue) || defaultValue : defaultValue
      }
      className={input()}
      onInput={(event) => {
        const el = event.currentTarget;
        const masked = formatPhoneMask(el.value);
        if (el.value !== masked) el.value = masked;
        onMaskedChange?.(masked);
        onInput?.(event);
      }}
    />
  );
}
