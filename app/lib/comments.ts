// How a post's comments are listed (SPEC §4): in the order they were written, except that a reply comes right after
// the comment it answers (after earlier replies to it), when that comment is in the list.
import { COMMENTS_FIRST, COMMENTS_PAGE_SIZE_MAX, COMMENTS_SHOWN_MAX } from "./limits";

type Threaded = { id: number; replyCommentId: number };

export function threadOrder<C extends Threaded>(comments: C[]): C[] {
  const ids = new Set(comments.map((comment) => comment.id));
  const replies = new Map<number, C[]>();
  const roots: C[] = [];
  for (const comment of comments) {
    const parent = comment.replyCommentId;
    if (parent !== 0 && parent !== comment.id && ids.has(parent)) {
      replies.set(parent, [...(replies.get(parent) ?? []), comment]);
    } else {
      roots.push(comment);
    }
  }
  const ordered: C[] = [];
  const visit = (comment: C) => {
    ordered.push(comment);
    for (const reply of replies.get(comment.id) ?? []) visit(reply);
  };
  for (const root of roots) visit(root);
  return ordered;
}

export type ExpandedPost = { objectType: "question" | "answer"; objectId: number; shown: number };

/**
 * The expanded post of a question page's URL (`?comments=answer-12&shown=18`): how many of its comments are shown
 * (the first 3, then 15 more per click); without `shown`, as many as a page of the API gives.
 */
export function expandedPost(value: string | null, shown: string | null = null): ExpandedPost | null {
  const match = /^(question|answer)-(\d{1,15})$/.exec(value ?? "");
  if (!match) return null;
  const count = /^\d{1,4}$/.test(shown ?? "") ? Number(shown) : COMMENTS_PAGE_SIZE_MAX;
  return {
    objectType: match[1] as "question" | "answer",
    objectId: Number(match[2]),
    shown: Math.min(Math.max(count, COMMENTS_FIRST), COMMENTS_SHOWN_MAX),
  };
}

export const postKey = (objectType: "question" | "answer", objectId: number) => `${objectType}-${objectId}`;
