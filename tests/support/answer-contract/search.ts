// Search as Answer's client reads it: the result page (pages/Search) and the "search by" credit of a search plugin.
import * as v from "valibot";
import { Count, IdString, Int, TagRef, UnixSeconds } from "./common";
import type { ContractEntry } from "./index";

/**
 * One hit (Search/components/SearchItem). Answers link to question_id/id. Unlike the question lists, status is a
 * word (=== 'closed') and accepted is a boolean; the author card shows no avatar here.
 */
const SearchHit = v.object({
  object_type: v.picklist(["question", "answer"]),
  object: v.object({
    id: IdString,
    question_id: v.optional(v.string()),
    title: v.string(),
    url_title: v.optional(v.string()),
    excerpt: v.optional(v.string()),
    created_at: UnixSeconds,
    vote_count: Int,
    answer_count: Count,
    accepted: v.boolean(),
    status: v.optional(v.string()),
    tags: v.nullish(v.array(TagRef)),
    user_info: v.object({
      username: v.string(),
      display_name: v.string(),
      rank: Int,
      status: v.optional(v.string()),
    }),
  }),
});

export const SEARCH: ContractEntry[] = [
  {
    method: "GET",
    path: "/answer/api/v1/search",
    reads: v.object({
      count: Count,
      list: v.array(SearchHit),
      // The tag header (Search/components/Head); Answer v2.0.2 itself leaves it out, so the header never shows.
      extra: v.nullish(
        v.object({
          tag_id: IdString,
          slug_name: v.string(),
          excerpt: v.optional(v.string()),
          is_follower: v.boolean(),
        }),
      ),
    }),
    note: "pages/Search: ?q=&order=&page=&size=20 (and captcha fields); guests too",
  },
  {
    method: "GET",
    path: "/answer/api/v1/search/desc",
    reads: v.object({ icon: v.optional(v.string()), link: v.optional(v.string()), name: v.optional(v.string()) }),
    note: "plugins/builtin/SearchInfo: no search plugin here, so an empty icon (the credit is hidden without one)",
  },
];
