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
