// What Answer's clients ask of features this product does not have — plugins, an external user center, OAuth
// connectors, a captcha — answered as Answer answers when none is installed, so that those clients run unchanged.
import { Hono } from "hono";
import { ok } from "../envelope";
import type { ApiEnv } from "../types";
import { requireUser } from "~/server/services/guards.server";

const disabledAgent = { enabled: false, redirect_url: "" };

export const integrationRoutes = new Hono<ApiEnv>()
  .get("/plugin/status", (c) => ok(c, []))
  .get("/user-center/agent", (c) => ok(c, { enabled: false, agent_info: null }))
  .get("/connector/info", (c) => ok(c, []))
  // no captcha: no action ever asks for one
  .get("/user/action/record", (c) => ok(c, { verify: false }))
  .get("/user-center/personal/branding", (c) => ok(c, { enabled: false, personal_branding: [] }))
  .get("/user-center/user/settings", (c) => {
    requireUser(c.get("app"));
    return ok(c, { profile_setting_agent: disabledAgent, account_setting_agent: disabledAgent });
  })
  .get("/connector/user/info", (c) => {
    requireUser(c.get("app"));
    return ok(c, []);
  })
  .get("/user/plugin/configs", (c) => {
    requireUser(c.get("app"));
    return ok(c, []);
  });

/** The back office's plugin list: empty. */
export const adminIntegrationRoutes = new Hono<ApiEnv>().get("/plugins", (c) => ok(c, []));
