// Usernames name profiles (/answer/menu/users/{username}), so a member may not take a name that a page under that path
// already answers to, nor one that reads as the site speaking.
export const RESERVED_USERNAMES: readonly string[] = [
  "settings",
  "notifications",
  "login",
  "register",
  "logout",
  "account-suspended",
  "account-activation",
  "me",
  "admin",
  "administrator",
  "moderator",
  "system",
  "anonymous",
];

export const isReservedUsername = (username: string) => RESERVED_USERNAMES.includes(username.toLowerCase());
