// The legal community's calls (SPEC §7). GET user/ly/check → {state, profile}; POST user/ly/open (JSON,
// or multipart with the licence photo) → {state}; GET ly/options/address?code= → one level of the address tree,
// ly/options/career and ly/options/domain → the site's careers and practice domain tree (anonymous reads of these
// three are kept in the edge cache); GET ly/match?question_id= → the verified lawyers matching a question, best
// first; GET ly/lawyers?region=&domain=&q=&page=&page_size= → the verified lawyers by reputation. For verifiers: GET ly/pending → the verification queue, PUT ly/verification {user_id, operation:
// verify|reject|revoke, reason} → a verdict. GET and PUT ly/domain/follows {domains} → the practice fields the
// member follows (new questions in them are mailed as those in followed tags are).
import { Hono } from "hono";
import * as v from "valibot";
import { ok } from "../envelope";
import type { ApiEnv } from "../types";
import { jsonObject, queryParams } from "../validate";
import { paths } from "~/lib/paths";
import {
  DomainFollowsSchema,
  LawyerDirectoryQuerySchema,
  LawyerOpenSchema,
  LawyerVerdictSchema,
  QuestionIdParamSchema,
  RegionQuerySchema,
} from "~/schemas/lawyer";
import { UnreviewedQuerySchema } from "~/schemas/review";
import { AppError } from "~/server/errors.server";
import {
  toLawyerMatchItem,
  toLawyerProfile,
  toLawyerSubmission,
  toRegionOptions,
  toVerifiedLawyerItem,
} from "~/server/presenters/lawyers.server";
import { regionChildren } from "~/server/regions.server";
import {
  domainFollowsOf,
  followDomains,
  lawyerCheck,
  lawyerOptions,
  openLawyerProfile,
} from "~/server/services/lawyers.server";
import { lawyerDirectory, matchLawyers } from "~/server/services/lawyer-matching.server";
import { pendingLawyers, settleLawyer } from "~/server/services/lawyer-verification.server";
import { validationError } from "~/server/validation.server";
import { readBodyWithin } from "~/server/request-body.server";
import { MAX_MULTIPART_FORM_BYTES } from "~/lib/limits";
import type { Context } from "hono";

/** The body as fields: a multipart form (which may carry the photo) or a JSON object. */
async function bodyFields(c: Context<ApiEnv>): Promise<Record<string, unknown>> {
  const type = (c.req.header("Content-Type") ?? "").toLowerCase();
  if (!type.startsWith("multipart/form-data")) return jsonObject(c);
  if (Number(c.req.header("Content-Length") ?? "0") > MAX_MULTIPART_FORM_BYTES)
    throw new AppError(413, "error.request.too_large");
  const bytes = await readBodyWithin(c.req.raw, MAX_MULTIPART_FORM_BYTES);
  if (!bytes) throw new AppError(413, "error.request.too_large");
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "Content-Type": type } }).formData();
  } catch {
    throw new AppError(400, "error.request.malformed_form");
  }
  const fields: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key);
    fields[key] = key === "domains" ? values : values[0];
  }
  return fields;
}

function parsed<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw validationError(result.issues);
  return result.output;
}

export const lawyerRoutes = new Hono<ApiEnv>()
  .get("/user/ly/check", async (c) => {
    const { state, profile } = await lawyerCheck(c.get("app"));
    return ok(c, { state, opened: profile !== null, profile: profile ? toLawyerProfile(profile) : null });
  })
  .post("/user/ly/open", async (c) => {
    const state = await openLawyerProfile(c.get("app"), parsed(LawyerOpenSchema, await bodyFields(c)));
    return ok(c, { state });
  })
  .get("/ly/options/address", (c) => {
    const { code } = queryParams(c, RegionQuerySchema);
    return ok(c, toRegionOptions(regionChildren(code || null)));
  })
  .get("/ly/options/career", (c) => {
    return ok(c, lawyerOptions(c.get("app")).careers);
  })
  .get("/ly/options/domain", (c) => ok(c, lawyerOptions(c.get("app")).domains))
  .get("/ly/domain/follows", async (c) => ok(c, await domainFollowsOf(c.get("app"))))
  .put("/ly/domain/follows", async (c) => {
    const { domains } = parsed(DomainFollowsSchema, await jsonObject(c));
    return ok(c, await followDomains(c.get("app"), domains));
  })
  .get("/ly/lawyers", async (c) => {
    const query = queryParams(c, LawyerDirectoryQuerySchema);
    const directory = await lawyerDirectory(c.get("app"), {
      region: query.region,
      domain: query.domain,
      name: query.q,
      page: query.page ?? 1,
      pageSize: query.page_size ?? 20,
    });
    return ok(c, { count: directory.count, list: directory.list.map(toVerifiedLawyerItem) });
  })
  .get("/ly/match", async (c) => {
    const { question_id } = queryParams(c, QuestionIdParamSchema);
    return ok(c, (await matchLawyers(c.get("app"), Number(question_id))).map(toLawyerMatchItem));
  })
  // verifiers are administrators and, when the site lets them, moderators: these calls sit beside the review calls
  .get("/ly/pending", async (c) => {
    const query = queryParams(c, UnreviewedQuerySchema);
    const pageSize = query.page_size ?? 20;
    const { count, list } = await pendingLawyers(c.get("app"), {
      limit: pageSize,
      offset: ((query.page ?? 1) - 1) * pageSize,
    });
    return ok(c, {
      count,
      list: list.map((item) => toLawyerSubmission(item, paths.lawyerLicence(item.member.id))),
    });
  })
  .put("/ly/verification", async (c) => {
    await settleLawyer(c.get("app"), parsed(LawyerVerdictSchema, await jsonObject(c)));
    return ok(c, null);
  });
