// The ranking (SPEC §2 users-list, §7 user/ranking, user/staff): the staff, and who gained the most reputation and
// cast the most votes in the last seven days, read in one round.
import type { AppContext } from "../context.server";
import { selectReputationLeaders, selectStaff, selectStaffByName, selectVoteLeaders } from "../models/rankings.server";
import { RANKING_SECONDS, RANKING_SIZE, STAFF_SEARCH_SIZE } from "~/lib/limits";
import type { RankedMember, Ranking } from "~/lib/views/rankings";
import { lawyerDirectoryStatements, toVerifiedLawyer } from "./lawyer-matching.server";

/** GET user/ranking and the ranking page, with the verified lawyers of a region and field (any when not given). */
export async function userRanking(
  ctx: AppContext,
  lawyerFilter: { region: string | null; domain: string | null; name: string | null } = {
    region: null,
    domain: null,
    name: null,
  },
): Promise<Ranking> {
  const since = ctx.now() - RANKING_SECONDS;
  const lawyers = lawyerDirectoryStatements(ctx, lawyerFilter, { limit: RANKING_SIZE, offset: 0 });
  const [reputation, votes, staff, lawyerRows, [lawyerTotal]] = await ctx.db.batch([
    selectReputationLeaders(ctx.db, since, RANKING_SIZE),
    selectVoteLeaders(ctx.db, since, RANKING_SIZE),
    selectStaff(ctx.db),
    lawyers.list,
    lawyers.total,
  ]);
  return {
    reputation,
    votes,
    staff,
    lawyers: { count: lawyerTotal?.total ?? 0, list: lawyerRows.map(toVerifiedLawyer) },
  };
}

/** GET user/staff: staff whose name begins with what was typed. */
export async function staffByName(ctx: AppContext, prefix: string, limit = STAFF_SEARCH_SIZE): Promise<RankedMember[]> {
  return selectStaffByName(ctx.db, prefix, limit);
}
