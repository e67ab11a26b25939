// What the add-account link (on /home and /meters, before any dialog opens) imports lazily: a module with no
// imports of its own, like support/ChatDialogLoader.ts. At a lazy import Vite writes the list of every chunk the
// imported module needs (the dialog, the form, conform); behind this step that list loads when the dialog opens.
export default () => import("./AddAccountDialog");
