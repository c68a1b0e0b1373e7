// The first administrator of an empty database (npm start), from ADMIN_EMAIL / ADMIN_PASSWORD / ADMIN_NAME.
import { d1Query, sqlText } from "./local";
import { hashPassword } from "../../app/server/crypto.server";

export const DEFAULT_ADMIN = { email: "admin@example.com", password: "lvwen-Admin-2026", name: "管理员" };

export type AdminAccount = { email: string; password: string; name: string };

export function adminFromEnv(): AdminAccount {
  return {
    email: (process.env.ADMIN_EMAIL || DEFAULT_ADMIN.email).toLowerCase(),
    password: process.env.ADMIN_PASSWORD || DEFAULT_ADMIN.password,
    name: process.env.ADMIN_NAME || DEFAULT_ADMIN.name,
  };
}

/** Creates the administrator when the users table is empty; returns whether it did. */
export async function ensureFirstAdmin(admin: AdminAccount, pepper: string, persistTo?: string): Promise<boolean> {
  const [row] = d1Query<{ n: number }>("SELECT COUNT(*) AS n FROM users", persistTo);
  if ((row?.n ?? 0) > 0) return false;
  if (admin.password.length < 8 || admin.password.length > 32)
    throw new Error("ADMIN_PASSWORD must be 8 to 32 characters");
  const hash = await hashPassword(admin.password, pepper);
  d1Query(
    `INSERT INTO users (username, display_name, email, password_hash, role_id, mail_status, community_opened_at)
     VALUES ('admin', ${sqlText(admin.name)}, ${sqlText(admin.email)}, ${sqlText(hash)}, 2, 1, unixepoch())`,
    persistTo,
  );
  return true;
}
