import { apiContext, type Context } from "~/server/context.server";
import { call } from "~/api/errors";

// /Requests/List once per request: the app layout's unread badge and the requests page read the same answer.
const lists = new WeakMap<Context, ReturnType<typeof fetchList>>();

const fetchList = (context: Context) => call(() => context.get(apiContext).GET("/Requests/List"));

export function requestList(context: Context) {
  let list = lists.get(context);
  if (!list) lists.set(context, (list = fetchList(context)));
  return list;
}
