// Business constants of SPEC §9 and REFERENCE.md that more than one layer needs.

export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
export const ACTIVATION_TTL_SECONDS = 24 * 60 * 60;
export const PASSWORD_RESET_TTL_SECONDS = 30 * 60; // SECURITY.md §3: between 10 min and 1 h
export const EMAIL_CHANGE_TTL_SECONDS = 60 * 60;
/** Identical write requests within this window are refused while the first is in flight (SPEC §9 request timeout). */
export const INFLIGHT_TTL_SECONDS = 10;
/** How long a toast stays (SPEC §9). */
export const TOAST_MS = 5000;
export const MAX_JSON_BODY_BYTES = 256 * 1024;
/** A page's form post: the longest post body (CONTENT_MAX), percent-encoded, with room for the rest of the form. */
export const MAX_FORM_BODY_BYTES = 1024 * 1024;
/** A form with a file (the profile's avatar without JavaScript): an image at SPEC §9's 4 MB, with room for the rest. */
export const MAX_MULTIPART_FORM_BYTES = 5 * 1024 * 1024;

export const LOGIN_ATTEMPTS_PER_ACCOUNT = 5;
export const LOGIN_ATTEMPTS_PER_IP = 30;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** No throttle window is longer (votes per day): the scheduled cleanup deletes counters whose window began earlier. */
export const RATE_LIMIT_WINDOW_MAX_SECONDS = 24 * 60 * 60;
export const MAIL_REQUESTS_PER_HOUR = 5;
/** Votes a member may cast per day (Stack Overflow's limit); withdrawing a vote does not count. */
export const VOTES_PER_DAY = 40;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;
export const NAME_MIN = 2;
export const NAME_MAX = 30;
export const COMMUNITY_NAME_MIN = 2;
export const COMMUNITY_NAME_MAX = 30;
export const BIO_MAX = 500;
/** profile settings (SPEC §5, §9): display name 2-30 (it is the community name), username 3-30 */
export const PROFILE_NAME_MAX = 30;
export const USERNAME_MIN = 3;
export const WEBSITE_MAX = 500;
export const LOCATION_MAX = 100;
export const ADMIN_NAME_MIN = 3;
export const ADMIN_NAME_MAX = 30;

export const ADMIN_USERS_PAGE_SIZE = 10;
/** the back office's questions and answers (SPEC §9) */
export const ADMIN_POSTS_PAGE_SIZE = 20;
/** the back office's badges and dead letters (SPEC §9: admin badges 10 a page) */
export const ADMIN_BADGES_PAGE_SIZE = 10;
/** the back office's mail outbox */
export const OUTBOX_PAGE_SIZE = 20;
/** dead letters are few and long: a page like the mail outbox's */
export const DEAD_LETTERS_PAGE_SIZE = 20;
export const INDEX_PINGS_PAGE_SIZE = 20;
export const QUESTIONS_PAGE_SIZE = 30;
/** notifications (SPEC §9): a page of 10; the header asks for unread counts every 6 seconds */
export const NOTIFICATIONS_PAGE_SIZE = 10;
export const NOTIFICATION_POLL_MS = 6000;
/** the badge award's celebration (SPEC §9): 200 pieces of confetti for 8 seconds */
export const CONFETTI_PIECES = 200;
export const CONFETTI_MS = 8000;
/** a badge's awards (SPEC §9) */
export const BADGE_AWARDS_PAGE_SIZE = 30;
/** The review page shows one suggested edit at a time; API clients may ask for up to this many. */
export const REVIEW_PAGE_SIZE_MAX = 10;
/** profile tabs (SPEC §9) */
export const PROFILE_PAGE_SIZE = 30;
/** the ranking's "this week": the last seven days, as Apache Answer counts it, and how many each card lists */
export const RANKING_SECONDS = 7 * 24 * 60 * 60;
export const RANKING_SIZE = 20;
/** posts held for review: at most this many first posts of a member, and words in the list */
export const REVIEW_FIRST_POSTS_MAX = 20;
export const REVIEW_KEYWORDS_MAX = 500;
/** the staff search of the invite and mention pickers (SPEC §9) */
export const STAFF_SEARCH_SIZE = 10;

// Posts (SPEC §5, §9)
export const TITLE_MIN = 6;
export const TITLE_MAX = 100;
export const CONTENT_MAX = 50_000;
export const CONTENT_MIN = 6;
export const TAGS_MAX = 5;
export const TAG_NAME_MAX = 35;
export const EDIT_SUMMARY_MAX = 255;
export const SIMILAR_TITLE_MIN = 10;
export const SIMILAR_QUESTIONS = 5;
export const TAG_SUGGESTIONS = 10;
export const TAGS_PAGE_SIZE = 20;
export const TAG_EXCERPT_MAX = 256;
export const TAG_DESCRIPTION_MAX = 300;
export const HOT_QUESTIONS = 6;
export const HOT_QUESTIONS_DAYS = 7;
/** the widest `in_days` window a question list may be asked for */
export const IN_DAYS_MAX = 3650;
/** the newest questions of those days that the hot card ranks */
export const HOT_CANDIDATES = 100;
export const LINKED_CARD_SIZE = 5;
export const RELATED_CARD_SIZE = 5;
/** the characters of a question's text that API list items carry as its description */
export const LIST_EXCERPT_LENGTH = 240;
/** the most related questions one call lists */
export const RELATED_PAGE_MAX = 20;
export const LINKED_PAGE_SIZE = 10;
export const ANSWERS_PAGE_SIZE_MAX = 999;
/** a post's timeline shows at most this many entries of each kind (activities, revisions, votes), on one page */
export const TIMELINE_MAX = 500;
/** the most revisions of one post listed, newest first */
export const REVISIONS_MAX = 100;
// Comments (SPEC §9: the first 3, then 15 per page; REFERENCE.md: the author edits within 5 minutes)
export const COMMENT_MIN = 2;
export const COMMENT_MAX = 600;
export const COMMENTS_FIRST = 3;
export const COMMENTS_PAGE_SIZE = 15;
export const COMMENTS_PAGE_SIZE_MAX = 100;
/** the most comments of one post a question page shows (15 more per click) */
export const COMMENTS_SHOWN_MAX = 500;
export const COMMENT_EDIT_SECONDS = 5 * 60;
export const COMMENTS_PER_HOUR = 60;
/** Members a question may have invited to answer at once. */
export const INVITEES_MAX = 5;
/** Suggestions for @mentions (SPEC §9 mention list) and for invitations. */
export const MENTION_SUGGESTIONS = 5;
export const MEMBER_SEARCH_MAX = 10;
/** Members one comment may notify by @name. */
export const MENTIONS_MAX = 10;
/** Pages beyond this are refused as bad input rather than scanned. */
export const PAGE_MAX = 10_000;

// Uploads (SPEC §5, §9; SECURITY.md §9)
export const UPLOAD_URL_TTL_SECONDS = 10 * 60;
export const AVATAR_EXTENSIONS = ["jpeg", "jpg", "png", "webp"];
export const UPLOADS_PER_HOUR = 60;
export const MB = 1024 * 1024;

/** Search (SPEC §9): 20 results a page; a query of 1 to 60 characters; an excerpt of about 160. */
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_QUERY_MAX = 60;
export const SEARCH_EXCERPT_LENGTH = 160;
/**
 * For a term found in very many posts, bm25 ranks the newest matches of each type (questions, answers) and the older
 * ones follow in the index's order: ranking every match costs time in proportion to them, and nobody pages that deep.
 */
export const SEARCH_RANKED_MATCHES = 2000;
