// The JSON API's shapes as the tests read them.

export type TagInfo = { slug_name: string; display_name: string };
export type UserInfo = { id: string; username: string; display_name: string; rank: number; status: string };
export type MemberAction = { action: string; name: string; type: string };
export type QuestionInfo = {
  id: string;
  title: string;
  url_title: string;
  content: string;
  html: string;
  status: number;
  answer_count: number;
  tags: TagInfo[];
  user_info: UserInfo;
  answered: boolean;
  first_answer_id: string;
  member_actions: MemberAction[];
};
export type AnswerInfo = {
  id: string;
  question_id: string;
  content: string;
  html: string;
  status: number;
  user_info: UserInfo;
  member_actions: MemberAction[];
};

/** question/info with the fields the operations change. */
export type QuestionDetail = QuestionInfo & {
  pin: number;
  show: number;
  close_type: number;
  accepted_answer_id: string;
};
/** An answer in answer/page, with whether it is the accepted one (2) or not (1). */
export type AnswerItem = AnswerInfo & { accepted: number };
/** question/page as the tests read it. */
export type QuestionList = {
  count: number;
  list: { id: string; title: string; answer_count: number; pin: number; status: number }[];
};
/** The data of a 400 that names the fields at fault. */
export type FieldErrors = { error_field: string; error_msg: string }[];

/** A user as the back office user API (users/page, user) shows it. */
export type AdminUser = {
  user_id: string;
  username: string;
  display_name: string;
  e_mail: string;
  status: "normal" | "suspended" | "deleted";
  role_id: number;
  role_name: string;
  mail_status: number;
  suspended_at: number;
  deleted_at: number;
};
/** One page of the back office user list. */
export type UserPage = { count: number; list: AdminUser[] };
