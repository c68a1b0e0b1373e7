// The back office's settings pages answer what Answer's client reads: each GET fills its form field by field, and
// each PUT saves that form as the page sends it back (here: the group as the GET answered it).
import { expect } from "vitest";
import { BASE, adminApi, type Member } from "../helpers";
import { ADMIN_ONLY, describeContract, type ContractCall, type NotServed } from "../support/answer-contract/check";
import { ADMIN_SETTINGS } from "../support/answer-contract/index";
import { createCast } from "../support/answer-contract/world";

type World = Awaited<ReturnType<typeof createCast>>;

const A = "/answer/admin/api";

/** A group as its page loaded it, which the page sends back when the administrator saves. */
async function loaded(admin: Member, group: string): Promise<Record<string, unknown>> {
  const result = await adminApi<Record<string, unknown>>(group, { token: admin.token });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.data;
}

/** The GET of a group and its PUT, which sends back what the GET answered, as the page's save button does. */
function group(name: string, change: Record<string, unknown> = {}): ContractCall<World>[] {
  return [
    { method: "GET", path: `${A}/${name}`, as: ADMIN_ONLY },
    {
      method: "PUT",
      path: `${A}/${name}`,
      as: ADMIN_ONLY,
      request: async (_world, actor) => ({ body: { ...(await loaded(actor.user!, name)), ...change } }),
    },
  ];
}

const CALLS: ContractCall<World>[] = [
  // the form requires the site's address and a contact, which a new site has not set yet
  ...group("siteinfo/general", {
    short_description: "律师与当事人的问答社区",
    site_url: BASE,
    contact_email: "contact@example.com",
  }),
  ...group("siteinfo/interface"),
  ...group("siteinfo/branding"),
  ...group("siteinfo/advanced"),
  ...group("siteinfo/seo"),
  ...group("siteinfo/theme"),
  ...group("siteinfo/custom-css-html"),
  ...group("siteinfo/login"),
  ...group("siteinfo/users"),
  ...group("siteinfo/users-settings"),
  ...group("siteinfo/polices"),
  ...group("siteinfo/security"),
  ...group("siteinfo/question"),
  ...group("siteinfo/tag"),
  ...group("setting/smtp"),
  { method: "GET", path: `${A}/setting/privileges`, as: ADMIN_ONLY },
  // the page sends the chosen level (and, for the custom level, the ranks)
  { method: "PUT", path: `${A}/setting/privileges`, as: ADMIN_ONLY, request: () => ({ body: { level: 2 } }) },
  { method: "GET", path: `${A}/language/options`, as: ADMIN_ONLY },
];

const NOT_SERVED: NotServed<World>[] = [];

describeContract("the back office's settings as Answer's client reads them", {
  area: ADMIN_SETTINGS,
  world: createCast,
  calls: CALLS,
  notServed: NOT_SERVED,
});
