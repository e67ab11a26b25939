// A server-rendered widget swapped for its scripted twin after hydration (native disclosures → Ark's accordion)
// is new DOM: what the resident did in the moment before the swap would be lost. These carry it across: which
// panels were open, what was typed, where the focus was.

export interface Snapshot {
  open: string[];
  values: Array<{ scope: string; name: string; index: number; value: string; checked: boolean }>;
  /** Chosen files: a FileList can be given to another file input (its value cannot be set). */
  files: Array<{ scope: string; name: string; index: number; files: FileList }>;
  focus: { scope: string; name: string; index: number } | null;
}

const FIELDS = "input:not([type=hidden]):not([type=file]), textarea, select";
const FILES = "input[type=file]";

/** Both twins mark each part with the same `data-carry` (ids may be the widget's own, as Ark's are). */
const scopeOf = (scope: string) => document.querySelector<HTMLElement>(`[data-carry="${CSS.escape(scope)}"]`);

/** Reads the state of `scopes` (elements marked `data-carry`) before the swap; empty on the server. */
export function snapshot(scopes: string[]): Snapshot {
  const result: Snapshot = { open: [], values: [], files: [], focus: null };
  if (typeof document === "undefined") return result;
  for (const scope of scopes) {
    const root = scopeOf(scope);
    if (!root) continue;
    if (root instanceof HTMLDetailsElement && root.open) result.open.push(scope);
    root.querySelectorAll<HTMLInputElement>(FIELDS).forEach((field, index) => {
      const changed =
        field.type === "checkbox" || field.type === "radio"
          ? field.checked !== field.defaultChecked
          : field.value !== field.defaultValue;
      if (changed) result.values.push({ scope, name: field.name, index, value: field.value, checked: field.checked });
      if (field === document.activeElement) result.focus = { scope, name: field.name, index };
    });
    root.querySelectorAll<HTMLInputElement>(FILES).forEach((field, index) => {
      if (field.files?.length) result.files.push({ scope, name: field.name, index, files: field.files });
    });
  }
  return result;
}

/** Puts typed values and the focus back into the new DOM (call after it is committed). */
export function restore(taken: Snapshot): void {
  for (const v of taken.values) {
    const field = scopeOf(v.scope)?.querySelectorAll<HTMLInputElement>(FIELDS)[v.index];
    if (!field || field.name !== v.name) continue;
    // Typing that reached the new field between the swap and this effect is newer than what is carried.
    if (field.type === "checkbox" || field.type === "radio") {
      if (field.checked === field.defaultChecked) field.checked = v.checked;
    } else if (field.value === field.defaultValue) field.value = v.value;
  }
  for (const f of taken.files) {
    const field = scopeOf(f.scope)?.querySelectorAll<HTMLInputElement>(FILES)[f.index];
    if (!field || field.name !== f.name) continue;
    field.files = f.files;
    // As if chosen here: the widget shows the file's name and checks it.
    field.dispatchEvent(new Event("change", { bubbles: true }));
  }
  if (taken.focus) {
    const field = scopeOf(taken.focus.scope)?.querySelectorAll<HTMLElement>(FIELDS)[taken.focus.index];
    field?.focus();
  }
}
