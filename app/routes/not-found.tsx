import { data } from "react-router";
import { ErrorPage } from "~/ui/ErrorPage";

/** Every unknown path: the 404 status, and the error page (which names itself in <title>). */
export async function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <ErrorPage kind="not_found" standalone />;
}
