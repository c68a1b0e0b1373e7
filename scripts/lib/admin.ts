// The administrator of a local database (npm start), from ADMIN_EMAIL / ADMIN_PASSWORD / ADMIN_NAME: made whenever no
// administrator can log in, whatever ran before (npm run seed included).
import { d1Query, sqlText } from "./local";
import { hashPassword } from "../../app/server/crypto.server";

export const DEFAULT_ADMIN = { email: "admin@example.com", password: "lvwen-Admin-2026", name: "管理员" };

export type AdminAccount = { email: string; password: string; name: string };

/** What npm start found or did: only a created or promoted administrator has a password we can vouch for. */
export type AdminOutcome =
  | { kind: "existing"; email: string }
  | { kind: "created"; email: string; username: string }
  | { kind: "promoted"; email: string };

export function adminFromEnv(): AdminAccount {
  return {
    email: (process.env.ADMIN_EMAIL || DEFAULT_ADMIN.email).toLowerCase(),
    password: process.env.ADMIN_PASSWORD || DEFAULT_ADMIN.password,
    name: process.env.ADMIN_NAME || DEFAULT_ADMIN.name,
  };
}

type UserRow = { id: number; email: string; username: string; usable: number };

/** role_id 2, status normal, activated: an administrator who can log in and enter the back office. */
const USABLE_ADMIN = "role_id = 2 AND status = 1 AND mail_status = 1";

/** The first of admin, admin-2, admin-3, ... that nobody has taken. */
function freeUsername(taken: Set<string>): string {
  if (!taken.has("admin")) return "admin";
  for (let n = 2; ; n++) if (!taken.has(`admin-${n}`)) return `admin-${n}`;
}

/** Makes sure an administrator exists; answers which one and how. */
export async function ensureAdmin(admin: AdminAccount, pepper: string, persistTo?: string): Promise<AdminOutcome> {
  // one read: the usable administrators, the ADMIN_EMAIL account, and the usernames an administrator might take
  const rows = d1Query<UserRow>(
    `SELECT id, email, username, (${USABLE_ADMIN}) AS usable FROM users
     WHERE (${USABLE_ADMIN}) OR email = ${sqlText(admin.email)} OR username = 'admin' OR username GLOB 'admin-[0-9]*'
     ORDER BY id`,
    persistTo,
  );
  const usable = rows.filter((row) => row.usable === 1);
  if (usable.length > 0) {
    const chosen = usable.find((row) => row.email === admin.email) ?? usable[0]!;
    return { kind: "existing", email: chosen.email };
  }

  if (admin.password.length < 8 || admin.password.length > 32)
    throw new Error("ADMIN_PASSWORD must be 8 to 32 characters");
  const hash = sqlText(await hashPassword(admin.password, pepper));
  const account = rows.find((row) => row.email === admin.email);
  if (account) {
    // ADMIN_EMAIL names the administrator: its account is promoted with ADMIN_PASSWORD, so the printed login is true
    d1Query(
      `UPDATE users SET role_id = 2, status = 1, mail_status = 1, password_hash = ${hash},
         community_opened_at = COALESCE(community_opened_at, unixepoch()), suspended_at = NULL, deleted_at = NULL,
         updated_at = unixepoch()
       WHERE id = ${account.id};
       DELETE FROM sessions WHERE user_id = ${account.id}`,
      persistTo,
    );
    return { kind: "promoted", email: admin.email };
  }

  const username = freeUsername(new Set(rows.map((row) => row.username)));
  d1Query(
    `INSERT INTO users (username, display_name, email, password_hash, role_id, mail_status, community_opened_at)
     VALUES (${sqlText(username)}, ${sqlText(admin.name)}, ${sqlText(admin.email)}, ${hash}, 2, 1, unixepoch())`,
    persistTo,
  );
  return { kind: "created", email: admin.email, username };
}
