// Account calls of SPEC §7: login, registration, activation, passwords, email, interface, community opt-in.
import { Hono } from "hono";
import { ok } from "../envelope";
import { readSessionToken } from "../../load-context";
import type { ApiEnv } from "../types";
import { jsonBody } from "../validate";
import {
  CodeSchema,
  CommunityOptInSchema,
  EmailChangeSchema,
  EmailOnlySchema,
  InterfaceSchema,
  LoginSchema,
  PasswordChangeSchema,
  PasswordResetSchema,
  RegisterSchema,
} from "~/schemas/account";
import { activateAccount, login, logout, register, resendActivation } from "~/server/services/accounts.server";
import { openCommunity, updateInterface } from "~/server/services/community.server";
import { notifySettingsOf, unsubscribe, updateNotifySettings } from "~/server/services/notify-settings.server";
import { toNotifyConfig } from "~/server/presenters/notify-settings.server";
import { NotifyConfigSchema, UnsubscribeSchema } from "~/schemas/notify-settings";
import type { NotifySettings } from "~/lib/notify-settings";
import { confirmEmailChange, requestEmailChange } from "~/server/services/email-change.server";
import { changePassword, requestPasswordReset, resetPassword } from "~/server/services/passwords.server";
import { toUserInfo } from "~/server/presenters/users.server";
import { UserInfoSchema } from "~/schemas/profile";
import { AppError } from "~/server/errors.server";
import { updateProfile } from "~/server/services/profile-settings.server";

/** The session token of an API caller that sent it in the Authorization header; null for the site's cookie. */
function headerToken(request: Request): string | null {
  const { token, fromCookie } = readSessionToken(request);
  return fromCookie ? null : token;
}

export const accountRoutes = new Hono<ApiEnv>()
  .get("/user/info", (c) => {
    const { user } = c.get("app");
    // Answer's clients store the token again from here; it is echoed only to a caller that sent it in the header,
    // never read out of the HttpOnly cookie
    const token = headerToken(c.req.raw);
    return ok(c, user ? toUserInfo(user, token ?? undefined) : null);
  })
  .put("/user/info", async (c) => {
    await updateProfile(c.get("app"), await jsonBody(c, UserInfoSchema));
    return ok(c);
  })
  .post("/user/login/email", async (c) => {
    const grant = await login(c.get("app"), await jsonBody(c, LoginSchema));
    return ok(c, toUserInfo(grant.user, grant.token));
  })
  .post("/user/register/email", async (c) => {
    const grant = await register(c.get("app"), await jsonBody(c, RegisterSchema));
    return ok(c, toUserInfo(grant.user, grant.token));
  })
  .post("/user/logout", async (c) => {
    await logout(c.get("app"));
    return ok(c);
  })
  // Answer's clients log out with a GET: taken only with the token in the header, which no other site can send
  .get("/user/logout", async (c) => {
    if (!headerToken(c.req.raw)) throw new AppError(403, "error.forbidden");
    await logout(c.get("app"));
    return ok(c);
  })
  .post("/user/email/verification", async (c) => {
    const { code } = await jsonBody(c, CodeSchema);
    const grant = await activateAccount(c.get("app"), code);
    return ok(c, toUserInfo(grant.user, grant.token));
  })
  .post("/user/email/verification/send", async (c) => {
    await resendActivation(c.get("app"));
    return ok(c);
  })
  .post("/user/password/reset", async (c) => {
    const { e_mail } = await jsonBody(c, EmailOnlySchema);
    await requestPasswordReset(c.get("app"), e_mail);
    return ok(c);
  })
  .post("/user/password/replacement", async (c) => {
    await resetPassword(c.get("app"), await jsonBody(c, PasswordResetSchema));
    return ok(c);
  })
  .put("/user/password", async (c) => {
    const grant = await changePassword(c.get("app"), await jsonBody(c, PasswordChangeSchema));
    return ok(c, { access_token: grant.token });
  })
  .post("/user/email/change/code", async (c) => {
    await requestEmailChange(c.get("app"), await jsonBody(c, EmailChangeSchema));
    return ok(c);
  })
  .put("/user/email", async (c) => {
    const { code } = await jsonBody(c, CodeSchema);
    await confirmEmailChange(c.get("app"), code);
    return ok(c);
  })
  // the signed code of a notification mail's unsubscribe link (no login: the code names the member)
  .put("/user/notification/unsubscribe", async (c) => {
    const { code } = await jsonBody(c, UnsubscribeSchema);
    await unsubscribe(c.get("app"), code);
    return ok(c);
  })
  .get("/user/notification/config", (c) => ok(c, toNotifyConfig(notifySettingsOf(c.get("app")))))
  .put("/user/notification/config", async (c) => {
    const body = await jsonBody(c, NotifyConfigSchema);
    const changes = Object.fromEntries(
      Object.entries(body).flatMap(([key, value]) => (value ? [[key, value.enable]] : [])),
    ) as Partial<NotifySettings>;
    return ok(c, toNotifyConfig(await updateNotifySettings(c.get("app"), changes)));
  })
  .put("/user/interface", async (c) => {
    await updateInterface(c.get("app"), await jsonBody(c, InterfaceSchema));
    return ok(c);
  })
  .post("/user/community/open", async (c) => {
    await openCommunity(c.get("app"), await jsonBody(c, CommunityOptInSchema));
    return ok(c);
  });
