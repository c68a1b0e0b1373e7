// Tags as Answer's client reads them: the tag list, a tag's page and wiki, synonyms, following, the tag picker
// and creating, editing, merging and deleting tags.
import * as v from "valibot";
import { Count, IdString, MemberActions, PageOf, TagRef, UnixSeconds } from "./common";
import type { ContractEntry } from "./index";

/** A row of pages/Tags: excerpt goes through escapeRemove, the follow button toggles on is_follower. */
export const TagListItem = v.object({
  ...TagRef.entries,
  tag_id: IdString,
  excerpt: v.string(),
  is_follower: v.boolean(),
  question_count: Count,
});

/**
 * A tag as Tags/Detail, Tags/Info and Tags/Edit read it. A non-empty main_tag_slug_name (a synonym) redirects to
 * the main tag; status "deleted" shows the undelete banner; member_actions is mapped without a guard on the wiki.
 */
export const TagDetail = v.object({
  ...TagRef.entries,
  tag_id: IdString,
  excerpt: v.string(),
  original_text: v.string(),
  parsed_text: v.string(),
  description: v.optional(v.string()),
  is_follower: v.boolean(),
  question_count: Count,
  follow_count: v.optional(Count),
  status: v.string(),
  created_at: UnixSeconds,
  updated_at: UnixSeconds,
  main_tag_slug_name: v.optional(v.string()),
  member_actions: MemberActions,
});

/** A tag the picker (components/TagSelector) offers or fills in: compared by slug_name.toLowerCase(). */
const PickerTag = v.object({ ...TagRef.entries, tag_id: v.optional(IdString) });

export const TAGS: ContractEntry[] = [
  {
    method: "GET",
    path: "/answer/api/v1/tags/page",
    reads: PageOf(TagListItem),
    note: "pages/Tags: ?page=&page_size=&query_cond=popular|name|newest[&slug_name=]",
  },
  {
    method: "GET",
    path: "/answer/api/v1/tag",
    reads: TagDetail,
    note: "Tags/Detail and Tags/Info (?name=), Tags/Edit (?id=); 404 shows the 404 page",
  },
  {
    method: "GET",
    path: "/answer/api/v1/tag/synonyms",
    reads: v.object({
      synonyms: v.array(v.object({ ...TagRef.entries, tag_id: IdString, main_tag_slug_name: v.optional(v.string()) })),
      member_actions: v.optional(MemberActions),
    }),
    note: "Tags/Detail (synonyms.forEach without a guard), Tags/Info: ?tag_id=; edit shown for member action 'edit'",
  },
  { method: "PUT", path: "/answer/api/v1/tag/synonym", reads: v.unknown(), note: "Tags/Info, then reloads" },
  {
    method: "GET",
    path: "/answer/api/v1/tags/following",
    reads: v.array(PickerTag),
    note: "components/FollowingTags (signed-in members): each rendered as a Tag badge",
  },
  { method: "PUT", path: "/answer/api/v1/follow/tags", reads: v.unknown(), note: "components/FollowingTags" },
  {
    method: "GET",
    path: "/answer/api/v1/tags",
    reads: v.array(PickerTag),
    note: "pages/Questions/Ask: ?tags=a,b prefills the picker from the URL",
  },
  {
    method: "GET",
    path: "/answer/api/v1/question/tags",
    reads: v.array(PickerTag),
    note: "components/TagSelector, Tags/Info MergeTagModal: ?tag=<typed text>",
  },
  {
    method: "POST",
    path: "/answer/api/v1/tag",
    reads: v.object({ slug_name: v.string() }),
    note: "pages/Tags/Create: navigates to /tags/{slug_name}/info",
  },
  {
    method: "PUT",
    path: "/answer/api/v1/tag",
    reads: v.object({ wait_for_review: v.boolean() }),
    note: "pages/Tags/Edit: wait_for_review true shows the 'sent for review' toast",
  },
  { method: "DELETE", path: "/answer/api/v1/tag", reads: v.unknown(), note: "pages/Tags/Info" },
  { method: "POST", path: "/answer/api/v1/tag/merge", reads: v.unknown(), note: "pages/Tags/Info" },
  { method: "POST", path: "/answer/api/v1/tag/recover", reads: v.unknown(), note: "pages/Tags/Info undelete" },
];
