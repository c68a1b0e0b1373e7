// The calls every page of Answer's client makes before it renders (siteinfo, language, plugins, user-center agent)
// and the site-wide helpers (permission, captcha, upload, render, reasons) answer what that client reads.
import {
  describeContract,
  EVERYONE,
  SIGNED_IN,
  type ContractCall,
  type NotServed,
} from "../support/answer-contract/check";
import { SITE } from "../support/answer-contract/index";
import { createCast } from "../support/answer-contract/world";
import { png } from "../support/images";

type World = Awaited<ReturnType<typeof createCast>>;

/** An image as the editor uploads it: a multipart form with the file and where it goes. */
function imageForm(): FormData {
  const form = new FormData();
  form.set("source", "post");
  form.set("file", new File([png(40, 30)], "contract.png", { type: "image/png" }));
  return form;
}

const CALLS: ContractCall<World>[] = [
  { method: "GET", path: "/answer/api/v1/siteinfo", as: EVERYONE },
  {
    method: "GET",
    path: "/answer/api/v1/language/config",
    as: EVERYONE,
    request: () => ({ query: { lang: "zh_CN" } }),
  },
  { method: "GET", path: "/answer/api/v1/language/options", as: EVERYONE },
  { method: "GET", path: "/answer/api/v1/siteinfo/legal?info_type=tos", as: EVERYONE },
  { method: "GET", path: "/answer/api/v1/siteinfo/legal?info_type=privacy", as: EVERYONE },
  {
    method: "GET",
    path: "/answer/api/v1/permission",
    as: SIGNED_IN,
    request: () => ({ query: { action: "tag.add" } }),
  },
  { method: "GET", path: "/answer/api/v1/plugin/status", as: EVERYONE },
  { method: "GET", path: "/answer/api/v1/user-center/agent", as: EVERYONE },
  // the captcha modal asks before a login (a guest) and before a member's writes
  {
    method: "GET",
    path: "/answer/api/v1/user/action/record",
    as: EVERYONE,
    request: (_world, actor) => ({ query: { action: actor.role === "guest" ? "login" : "question" } }),
  },
  { method: "POST", path: "/answer/api/v1/file", as: SIGNED_IN, request: () => ({ form: imageForm() }) },
  {
    method: "POST",
    path: "/answer/api/v1/post/render",
    as: SIGNED_IN,
    request: () => ({ body: { content: "**试用期**内辞职需提前三日通知。" } }),
  },
  {
    method: "GET",
    path: "/answer/api/v1/reasons",
    as: SIGNED_IN,
    request: () => ({ query: { object_type: "question", action: "flag" } }),
  },
];

const NOT_SERVED: NotServed<World>[] = [];

describeContract("site calls as Answer's client reads them", {
  area: SITE,
  world: createCast,
  calls: CALLS,
  notServed: NOT_SERVED,
});
