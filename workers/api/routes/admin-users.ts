// Back office user calls (SPEC §7). The administrator guard runs for every /answer/admin/api call (api/index.ts).
import { Hono } from "hono";
import { ok } from "../envelope";
import type { ApiEnv } from "../types";
import { jsonBody, queryParams } from "../validate";
import {
  AdminAddUsersSchema,
  AdminPasswordSchema,
  AdminUserIdSchema,
  AdminUserProfileSchema,
  AdminUserRoleSchema,
  AdminUsersQuerySchema,
  AdminUserStatusSchema,
  DeletePermanentlySchema,
} from "~/schemas/account";
import {
  activationLinkFor,
  addUsers,
  deletePermanently,
  getUserDetail,
  listUsers,
  setUserPassword,
  setUserProfile,
  setUserRole,
  setUserStatus,
} from "~/server/services/admin-users.server";
import { RoleId } from "~/lib/status";
import { toAdminUser } from "~/server/presenters/users.server";

export const adminUserRoutes = new Hono<ApiEnv>()
  .get("/users/page", async (c) => {
    const { count, list } = await listUsers(c.get("app"), queryParams(c, AdminUsersQuerySchema));
    return ok(c, { count, list: list.map(toAdminUser) });
  })
  .get("/user", async (c) =>
    ok(c, toAdminUser(await getUserDetail(c.get("app"), queryParams(c, AdminUserIdSchema).user_id))),
  )
  .get("/roles", (c) => {
    const { t } = c.get("app");
    return ok(
      c,
      Object.values(RoleId).map((id) => ({
        id,
        name: t(`roles.${id}.name`),
        description: t(`roles.${id}.description`),
      })),
    );
  })
  .delete("/delete/permanently", async (c) => {
    await deletePermanently(c.get("app"), (await jsonBody(c, DeletePermanentlySchema)).type);
    return ok(c);
  })
  .put("/user/status", async (c) => {
    await setUserStatus(c.get("app"), await jsonBody(c, AdminUserStatusSchema));
    return ok(c);
  })
  .put("/user/role", async (c) => {
    await setUserRole(c.get("app"), await jsonBody(c, AdminUserRoleSchema));
    return ok(c);
  })
  .put("/user/password", async (c) => {
    await setUserPassword(c.get("app"), await jsonBody(c, AdminPasswordSchema));
    return ok(c);
  })
  .put("/user/profile", async (c) => {
    await setUserProfile(c.get("app"), await jsonBody(c, AdminUserProfileSchema));
    return ok(c);
  })
  .get("/user/activation", async (c) => {
    const link = await activationLinkFor(c.get("app"), queryParams(c, AdminUserIdSchema).user_id);
    return ok(c, { activation_url: link });
  })
  .post("/user/activation", async (c) => {
    await activationLinkFor(c.get("app"), (await jsonBody(c, AdminUserIdSchema)).user_id);
    return ok(c);
  })
  .post("/users", async (c) => {
    const { users } = await jsonBody(c, AdminAddUsersSchema);
    return ok(c, await addUsers(c.get("app"), users));
  });
