// The ranking (SPEC §2 users-list): members with the figure their card shows (reputation gained, votes cast, or
// their reputation for staff).
import type { LawyerDirectory } from "./lawyers";

export type RankedMember = {
  id: number;
  username: string;
  displayName: string;
  avatar: string;
  rank: number;
  figure: number;
  /** 1 for a verified lawyer */
  lawyer: number;
};

export type Ranking = {
  reputation: RankedMember[];
  votes: RankedMember[];
  staff: RankedMember[];
  /** verified lawyers by reputation (of the region and field asked for) */
  lawyers: LawyerDirectory;
};
