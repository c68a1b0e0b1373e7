// The page's one hidden form, which every post button (vote, bookmark, follow, react) submits without JavaScript,
// naming its post in its command (app/lib/post-commands.ts). It posts to the page the member is on. A page with post
// buttons renders it once, after them.
import { POST_FORM_ID } from "~/lib/post-commands";

export function PostButtonsForm() {
  return <form id={POST_FORM_ID} method="post" hidden />;
}
