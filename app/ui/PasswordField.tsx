import { PasswordInput } from "@ark-ui/react/password-input";
import type { InputHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { button, input } from "styled-system/recipes";
import { useHydrated } from "./hooks";

type Props = InputHTMLAttributes<HTMLInputElement> & { id: string };

/** Ark's password input; the show/hide toggle appears only with JS, where it can work. */
// `type` is Ark's to set (password or text), so a type passed in by conform is dropped.
export function PasswordField({ id, type: _type, ...props }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <PasswordInput.Root
      ids={{ input: id }}
      translations={{ visibilityTrigger: (visible) => t(visible ? "login.hide_password" : "login.show_password") }}
      className={css({ w: "full" })}
    >
      <PasswordInput.Control className={css({ display: "flex", gap: "2", alignItems: "stretch" })}>
        <PasswordInput.Input {...props} id={id} className={input()} />
        {hydrated ? (
          <PasswordInput.VisibilityTrigger className={button({ variant: "secondary", size: "sm" })}>
            <PasswordInput.Indicator fallback={<span>{t("login.show_password")}</span>}>
              <span>{t("login.hide_password")}</span>
            </PasswordInput.Indicator>
          </PasswordInput.VisibilityTrigger>
        ) : null}
      </PasswordInput.Control>
    </PasswordInput.Root>
  );
}
