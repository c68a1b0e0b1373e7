// Logging out is a POST (SECURITY.md §8); opening the URL just goes home.
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { paths } from "~/lib/paths";
import { redirectWithoutSession } from "~/server/remix.server";
import { logout } from "~/server/services/accounts.server";

export function loader() {
  return redirect(paths.home());
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (context.app.user) await logout(context.app);
  return redirectWithoutSession(request, paths.home());
}
