// The hidden form of one post, which its vote, bookmark, follow and reaction buttons submit without JavaScript
// (app/lib/post-commands.ts). It posts to the page the member is on.
import { postFormId, type PostFormTarget } from "~/lib/post-commands";

export function PostForm(target: PostFormTarget) {
  return (
    <form id={postFormId(target)} method="post" hidden>
      <input type="hidden" name="object_type" value={target.objectType} />
      <input type="hidden" name="object_id" value={target.objectId} />
    </form>
  );
}
