/**
 * A page's <title> from its loader's `title`. While the route's error boundary shows instead there is no loader
 * data, and no title from here: the error page names itself (app/ui/ErrorPage.tsx).
 */
export function pageTitle({ loaderData }: { loaderData?: { title: string } }) {
  return loaderData ? [{ title: loaderData.title }] : [];
}
