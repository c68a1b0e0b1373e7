// Profile list queries (SPEC §7 personal/*): a page of 30 by default.
import * as v from "valibot";
import "./messages";
import { page, pageSize } from "./question";
import { PROFILE_PAGE_SIZE } from "~/lib/limits";

const username = v.pipe(
  v.string("validation.invalid"),
  v.trim(),
  v.nonEmpty("validation.invalid"),
  v.maxLength(60, "validation.invalid"),
);

export const PersonalPageQuerySchema = v.object({ page, page_size: pageSize(PROFILE_PAGE_SIZE) });

export const PersonalRankQuerySchema = v.object({ username, page, page_size: pageSize(PROFILE_PAGE_SIZE) });
