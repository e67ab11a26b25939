import { useState, type InputHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { css, cx } from "styled-system/css";
import { button, input, jsOnly } from "styled-system/recipes";

type Props = InputHTMLAttributes<HTMLInputElement> & { id: string };

/**
 * A password input with a show/hide toggle (§2.3 Login). The toggle is in the server's page for a browser that
 * runs scripts (it works once the page has hydrated) and hidden from one that does not.
 * Not Ark's password input: see docs/decisions/0011 (its runtime cost 8 KiB on the login page, and loading it
 * lazily meant replacing the input the resident may already be typing in).
 */
// `type` is the toggle's to set (password or text), so a type passed in by conform is dropped.
export function PasswordField({ id, type: _type, ...props }: Props) {
  const { t } = useTranslation("login");
  const [visible, setVisible] = useState(false);
  return (
    <div className={css({ w: "full", display: "flex", gap: "2", alignItems: "stretch" })}>
      <input
        {...props}
        id={id}
        type={visible ? "text" : "password"}
        autoCapitalize="off"
        spellCheck={false}
        className={input()}
      />
      <button
        type="button"
        aria-controls={id}
        onClick={() => setVisible((v) => !v)}
        className={cx(button({ variant: "secondary", size: "sm" }), jsOnly())}
      >
        {t(visible ? "login.hide_password" : "login.show_password")}
      </button>
    </div>
  );
}
