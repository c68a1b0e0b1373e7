// /tags/{slugName}: opens the ask page with that tag chosen (SPEC §2).
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { paths } from "~/lib/paths";

export function loader({ params }: LoaderFunctionArgs) {
  return redirect(paths.ask({ tags: params.slugName ?? "" }));
}
