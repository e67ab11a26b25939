/** A meters confirm page's URL with the page's address filter kept (the page and its dialog link alike). */
export const withAddress = (path: string, address: string | null) =>
  address ? `${path}?${new URLSearchParams({ address })}` : path;
