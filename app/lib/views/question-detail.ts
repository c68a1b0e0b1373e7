// One question with everything its page shows: the question, its tags, visible answers, the member's votes, bookmarks
// and follow, reactions, the first comments of each post, linked and related cards, the invitees.
import type { AnswerOrder } from "~/lib/post-constants";
import type { ReactionSummary } from "~/lib/reactions";
import type { VoteValue } from "~/lib/votes";
import type { PostComments } from "./comments";
import type { LawyerMatch } from "./lawyers";
import type { MemberAction, TagSummary, UserSummary } from "./questions";

export type QuestionRecord = {
  id: number;
  userId: number;
  title: string;
  /** the title's URL segment, "" until one is made (paths.question) */
  urlTitle: string;
  originalText: string;
  parsedText: string;
  status: number;
  pin: number;
  show: number;
  voteCount: number;
  answerCount: number;
  viewCount: number;
  collectionCount: number;
  followCount: number;
  linkedCount: number;
  acceptedAnswerId: number;
  lastAnswerId: number;
  lastEditUserId: number;
  closeType: number;
  closeMsg: string;
  revisionId: number;
  createdAt: number;
  updatedAt: number;
  editedAt: number | null;
  activeAt: number;
  listed: number | null;
  /** the jurisdiction's codes ("" for none) */
  province: string;
  city: string;
};

export type AnswerDetail = {
  id: number;
  questionId: number;
  userId: number;
  originalText: string;
  parsedText: string;
  status: number;
  /** 1 no, 2 yes */
  accepted: number;
  voteCount: number;
  collectionCount: number;
  lastEditUserId: number;
  revisionId: number;
  createdAt: number;
  updatedAt: number;
  author: UserSummary;
  editor: UserSummary | null;
  actions: MemberAction[];
  vote: VoteValue;
  bookmarked: boolean;
  reactions: ReactionSummary[];
  comments: PostComments;
};

/** A linked or related question on the side cards. */
export type QuestionCardItem = {
  id: number;
  title: string;
  urlTitle: string;
  answerCount: number;
  acceptedAnswerId: number;
  voteCount: number;
};

/** A member invited to answer (already in the API's field names). */
/** A member invited to answer, or found to invite or mention. */
export type Invitee = {
  id: number;
  username: string;
  displayName: string;
  avatar: string;
  rank: number;
  /** 1 for a verified lawyer */
  lawyer: number;
};

export type QuestionDetail = {
  question: QuestionRecord;
  vote: VoteValue;
  comments: PostComments;
  reactions: ReactionSummary[];
  bookmarked: boolean;
  followed: boolean;
  author: UserSummary;
  editor: UserSummary | null;
  tags: TagSummary[];
  /** the jurisdiction by name: the city, with its province unless they share a name ([] for none) */
  region: string[];
  regionCode: string;
  answers: AnswerDetail[];
  linked: QuestionCardItem[];
  related: QuestionCardItem[];
  actions: MemberAction[];
  order: AnswerOrder;
  ownAnswerId: number | null;
  invitees: Invitee[];
  /** verified lawyers matching the question, for members who may invite */
  suggestedLawyers: LawyerMatch[];
  canInvite: boolean;
  canAccept: boolean;
};
