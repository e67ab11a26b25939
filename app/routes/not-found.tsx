import { data } from "react-router";
import { NotFoundPage } from "~/ui/NotFoundPage";
import { translator } from "~/session/middleware.server";
import type { Route } from "./+types/not-found";

export async function loader({ context }: Route.LoaderArgs) {
  return data({ title: translator(context)("not_found.title") }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export default function NotFound() {
  return <NotFoundPage />;
}
