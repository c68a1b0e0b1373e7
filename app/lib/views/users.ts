// A member as shown beside a post, an award or a notification: the avatar is the stored JSON, the status a number.
export type UserSummary = {
  id: number;
  username: string;
  displayName: string;
  avatar: string;
  rank: number;
  status: number;
};
