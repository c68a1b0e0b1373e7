// Tags as the pages show them (SPEC §3 Tag): names, description, numbers, and the write settings' marks.
export type Tag = {
  id: number;
  slugName: string;
  displayName: string;
  /** The description as plain text, cut short for lists. */
  excerpt: string;
  originalText: string;
  parsedText: string;
  status: number;
  /** The main tag's slug when this tag is a synonym, else empty. */
  mainSlugName: string;
  /** Whether the member reading follows it. */
  followed: boolean;
  questionCount: number;
  followCount: number;
  reserved: boolean;
  recommended: boolean;
  createdAt: number;
  updatedAt: number;
};

export type TagSynonym = { id: number; slugName: string; displayName: string };

/** What a tag's name leads to: the tag, the main tag it is a synonym of, or a deleted tag. */
export type TagLookup =
  { kind: "tag"; tag: Tag } | { kind: "synonym"; tag: Tag; mainSlugName: string } | { kind: "deleted"; tag: Tag };

/** What a member may do with a tag (SPEC §3 Tag member_actions). */
export type TagAction = "edit" | "delete" | "undelete";
