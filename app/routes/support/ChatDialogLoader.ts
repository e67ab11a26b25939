// What the header imports lazily for its chat dialog: a module with no imports of its own. At each lazy import
// Vite writes the list of every chunk the imported module needs; the chat's list (conform, the chat's parts, the
// route's helpers) at the header's import would be in every page's first download. Behind this step the list
// loads with this module, once the dialog opens.
export default () => import("./ChatDialog");
