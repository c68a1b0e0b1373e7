import { redirect } from "@remix-run/cloudflare";
import { paths } from "~/lib/paths";

export function loader() {
  return redirect(paths.home());
}
