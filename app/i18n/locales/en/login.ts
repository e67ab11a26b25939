import type ru from "../ru/login";
import type { Shape } from "../shape";

const login: Shape<typeof ru> = {
  title: "Log in",
  meta_description: "Log in to the {{site}} resident's portal with your phone number and password.",
  heading: "Log in to your account",
  phone: "Phone",
  phone_hint: "For example, +7 (900) 000 00 01",
  password: "Password",
  show_password: "Show password",
  hide_password: "Hide password",
  recovery_hint: "To recover your password, register again with the same phone number.",
  submit: "Log in",
  no_account: "No account yet?",
  register: "Register",
  phone_required: "Phone is required",
  phone_incomplete: "Enter the full number: +7 and 10 digits",
  password_required: "Password is required",
  wrong_credentials: "Wrong phone/password pair",
  too_many_attempts_seconds:
    "Too many failed login attempts. Try again in {{n}} s, or recover the password by registering again.",
  too_many_attempts_minutes:
    "Too many failed login attempts. Try again in {{n}} min, or recover the password by registering again.",
  too_many_attempts_hours:
    "Too many failed login attempts. Try again in {{n}} h, or recover the password by registering again.",
};

export default login;
