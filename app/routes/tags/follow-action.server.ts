// The follow buttons of the tag pages without JavaScript (with it they call the JSON API): follow or stop following,
// then back to the same page.
import { redirect } from "@remix-run/cloudflare";
import { paths } from "~/lib/paths";
import { FollowFormSchema } from "~/schemas/community";
import type { AppContext } from "~/server/context.server";
import { handleForm } from "~/server/remix.server";
import { follow } from "~/server/services/follows.server";

export function tagFollowAction(app: AppContext, request: Request) {
  return handleForm(request, FollowFormSchema, async ({ object_type, object_id, is_cancel }) => {
    await follow(app, { objectType: object_type, objectId: object_id, following: !is_cancel });
    const url = new URL(request.url);
    return redirect(paths.here(url));
  });
}
