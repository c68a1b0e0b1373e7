// A member beside a row of raw SQL (an author, a reporter): the same columns under one prefix, and the member they
// make. Raw statements name their columns themselves (local D1 collapses result columns that share a name).
import { sql, type SQL } from "drizzle-orm";
import type { UserSummary } from "~/lib/views/questions";

type Prefix = "author" | "reporter";

export type MemberColumns<P extends Prefix> = { [K in "Id" | "Rank" | "Status" | "Lawyer" as `${P}${K}`]: number } & {
  [K in "Username" | "DisplayName" | "Avatar" as `${P}${K}`]: string;
};

/** The columns of the member `table` (a users alias in the statement), named after `prefix`. */
export function memberColumns(table: string, prefix: Prefix): SQL {
  const t = sql.raw(table);
  const as = (column: string) => sql.raw(`${prefix}${column}`);
  return sql`${t}.id AS ${as("Id")}, ${t}.username AS ${as("Username")}, ${t}.display_name AS ${as("DisplayName")},
    ${t}.avatar_url AS ${as("Avatar")}, ${t}.rank AS ${as("Rank")}, ${t}.status AS ${as("Status")},
    ${t}.verified_lawyer AS ${as("Lawyer")}`;
}

/** The member those columns hold. */
export function memberOf<P extends Prefix>(prefix: P, row: MemberColumns<P>): UserSummary {
  const value = row as unknown as Record<string, string | number>;
  return {
    id: value[`${prefix}Id`] as number,
    username: value[`${prefix}Username`] as string,
    displayName: value[`${prefix}DisplayName`] as string,
    avatar: value[`${prefix}Avatar`] as string,
    rank: value[`${prefix}Rank`] as number,
    status: value[`${prefix}Status`] as number,
    lawyer: value[`${prefix}Lawyer`] === 1,
  };
}
