// Finding lawyers: the verified practising lawyers matching a question (its fields and place), and the
// directory of verified lawyers by region and field.
import type { AppContext } from "../context.server";
import { AppError } from "../errors.server";
import {
  selectLawyerMatches,
  selectVerifiedLawyers,
  type LawyerMatchRow,
  type VerifiedLawyerRow,
} from "../models/lawyers.server";
import { placeNames, regionPath } from "../regions.server";
import { domainFields } from "~/lib/lawyers";
import type { LawyerDirectory, LawyerMatch, VerifiedLawyer } from "~/lib/views/lawyers";
import { selectQuestion } from "../models/questions.server";
import { canSeeQuestion } from "./questions.server";
import { regionFilter } from "./jurisdiction.server";

/** The longest name the directory searches for. */
const DIRECTORY_NAME_MAX = 30;

/** How many lawyers a question's invitees card suggests, and ly/match answers at most. */
export const LAWYER_MATCHES = 5;

/** The read of the lawyers matching a question, to batch with the page's other reads. */
export function lawyerMatchStatement(ctx: AppContext, questionId: number, limit = LAWYER_MATCHES) {
  const fieldTags = Object.entries(ctx.settings.lawyer.domain_tags).flatMap(([field, slugs]) =>
    slugs.map((slug): [string, string] => [field, slug]),
  );
  return selectLawyerMatches(ctx.db, { questionId, fieldTags, limit });
}

export function toLawyerMatch(row: LawyerMatchRow): LawyerMatch {
  return { ...toVerifiedLawyer(row), tagScore: row.tagScore };
}

export function toVerifiedLawyer(row: VerifiedLawyerRow): VerifiedLawyer {
  return {
    member: {
      id: row.id,
      username: row.username,
      displayName: row.displayName,
      avatar: row.avatar,
      rank: row.rank,
      status: row.status,
      lawyer: true,
    },
    region: placeNames(regionPath(row.province, row.city)?.names ?? []),
    domains: JSON.parse(row.domains) as string[],
    orgName: row.orgName,
  };
}

/** The directory's filter as a query gives it: a known place's code, a field of the tree and a name, else none. */
export function directoryFilter(
  ctx: AppContext,
  query: { region?: string | null; domain?: string | null; name?: string | null },
) {
  const region = regionFilter(query.region)?.code ?? null;
  const domain = domainFields(ctx.settings.lawyer.domains).find((field) => field === query.domain) ?? null;
  const name = query.name?.trim().slice(0, DIRECTORY_NAME_MAX) || null;
  return { region, domain, name };
}

/** The reads of one page of verified lawyers, to batch with a page's other reads. */
export function lawyerDirectoryStatements(
  ctx: AppContext,
  filter: { region: string | null; domain: string | null; name: string | null },
  page: { limit: number; offset: number },
) {
  return selectVerifiedLawyers(ctx.db, { ...filter, ...page });
}

/** GET ly/lawyers: one page of the verified lawyers, by reputation, of a region and field when asked. */
export async function lawyerDirectory(
  ctx: AppContext,
  query: { region?: string; domain?: string; name?: string; page: number; pageSize: number },
): Promise<LawyerDirectory> {
  const reads = lawyerDirectoryStatements(ctx, directoryFilter(ctx, query), {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const [rows, [total]] = await ctx.db.batch([reads.list, reads.total]);
  return { count: total?.total ?? 0, list: rows.map(toVerifiedLawyer) };
}

/** GET ly/match: the verified lawyers matching a question the caller can see, best first. */
export async function matchLawyers(ctx: AppContext, questionId: number): Promise<LawyerMatch[]> {
  const [[question], rows] = await ctx.db.batch([
    selectQuestion(ctx.db, questionId),
    lawyerMatchStatement(ctx, questionId),
  ]);
  if (!question || !canSeeQuestion(ctx.user, question)) throw new AppError(404, "error.question.not_found");
  return rows.map(toLawyerMatch);
}
