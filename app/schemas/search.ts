// Payload of a search (SPEC §7 GET search {q, order, page, size}): a query of 1 to 60 characters, one of four orders.
import * as v from "valibot";
import "./messages";
import { page, pageSize } from "./question";
import { SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX } from "~/lib/limits";

export const SEARCH_ORDERS = ["relevance", "newest", "active", "score"] as const;

export const SearchQuerySchema = v.object({
  q: v.pipe(
    v.string("validation.required"),
    v.trim(),
    v.nonEmpty("validation.required"),
    v.maxLength(SEARCH_QUERY_MAX, "validation.too_long"),
  ),
  order: v.optional(v.picklist(SEARCH_ORDERS, "validation.order"), "relevance"),
  page,
  size: pageSize(SEARCH_PAGE_SIZE),
});

/** The back office's rebuild button. */
export const SearchRebuildFormSchema = v.object({ intent: v.literal("rebuild", "validation.invalid") });
