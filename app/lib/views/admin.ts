// The back office's lists: members as administrators manage them, and the mail outbox.
import type { UserStatusName } from "../status";

export type AdminUser = {
  id: number;
  username: string;
  displayName: string;
  rank: number;
  email: string;
  createdAt: number;
  suspendedAt: number | null;
  deletedAt: number | null;
  status: UserStatusName;
  roleId: number;
  /** The stored avatar JSON. */
  avatar: string;
  mailStatus: number;
  /** Whether the email is verified (an unverified member shows as inactive). */
  activated: boolean;
};

export type OutboxMail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  kind: string;
  status: number;
  createdAt: number;
};
