// Timelines of questions, answers and tags as pages show them: each activity with who and when, and for a revision
// the change from the one before, as inline diffs. The JSON API's shapes are made by the timeline presenter.
import type { UserSummary } from "./questions";

/** A run of text, added, removed or unchanged. */
export type DiffPart = { value: string; added?: boolean; removed?: boolean };

/** What a revision changed: title and tags character by character (null when it has none), the body line by line. */
export type RevisionDiff = {
  title: DiffPart[] | null;
  tags: DiffPart[] | null;
  /** a question's jurisdiction, when the revision changed it */
  region?: DiffPart[] | null;
  content: DiffPart[];
};

/** A post's revision as stored: the fields it set. */
export type RevisionSnapshot = {
  title?: string;
  content?: string;
  tags?: string[];
  /** a question's jurisdiction, by code (absent when it names none) */
  province?: string;
  city?: string;
};

/** An activity on a post, or (for staff) a vote standing on it. */
export type TimelineItem = {
  id: number;
  /** unique among activities and votes */
  key: string;
  type: string;
  revisionId: number;
  comment: string;
  cancelled: boolean;
  cancelledAt: number | null;
  createdAt: number;
  /** null for a downvote whose voter the member may not see */
  user: UserSummary | null;
  /** the revision's reason ("" for none) */
  reason: string;
  diff: RevisionDiff | null;
};

export type PostTimeline = {
  question: { id: number; title: string; urlTitle: string };
  answerId: number | null;
  votesShown: boolean;
  items: TimelineItem[];
};

export type TagTimelineItem = {
  id: number;
  createdAt: number;
  type: string;
  user: { username: string; displayName: string };
  reason: string;
  diff: RevisionDiff;
};

export type TagTimeline = {
  tag: { id: number; slugName: string; displayName: string };
  items: TagTimelineItem[];
};

/** One side of two revisions compared: the snapshot as stored, whatever fields it has. */
export type RevisionSide = { id: number; snapshot: RevisionSnapshot; reason: string; createdAt: number };

/** A revision of a post's history (its list, newest first). */
export type RevisionEntry = {
  id: number;
  createdAt: number;
  reason: string;
  user: { username: string; displayName: string };
  title: string;
  originalText: string;
  tags: string[];
  /** a tag's revision: its names then */
  tag?: { slugName: string; displayName: string };
};
