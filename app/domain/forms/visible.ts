// Text a resident typed, as the provider may store it (issue 31 item 9). A NUL cuts a stored string short in
// many systems, and bidi controls make a message read differently from what it holds (a name that "ends" in
// another language): both go. Text made only of what no one can see (spaces, zero-width and format characters,
// fillers) is no text: it becomes "", so each form's own "required" rule words the refusal.

const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
// Whitespace, format characters (zero-width space and joiners, word joiner, BOM, soft hyphen), the fillers and
// blanks fonts draw as nothing, and combining marks that show nothing (a grapheme joiner, Khmer's inherent
// vowels; outside the class, where they would read as joined to the character before them).
const INVISIBLE = /^(?:[\s\p{Cf}\u115F\u1160\u2800\u3164\uFFA0]|\u034F|\u17B4|\u17B5)*$/u;

/** The text without NUL, other control characters (tab and line breaks stay) and bidi controls. */
export function withoutControls(value: string): string {
  return value.replace(CONTROLS, "").replace(BIDI, "");
}

/** Whether a person would see anything of it. */
export function hasVisible(value: string): boolean {
  return !INVISIBLE.test(value);
}

/** A typed text as kept: controls gone, and "" when nothing of it can be seen. */
export function visibleText(value: string): string {
  const clean = withoutControls(value);
  return hasVisible(clean) ? clean : "";
}
