// Search (SPEC §7): GET search {q, order, page, size} → {count, list, extra}; GET search/desc → the search provider's
// name, icon and link (empty for the built-in index, as Apache Answer answers without a search plugin).
import { Hono } from "hono";
import { ok } from "../envelope";
import type { ApiEnv } from "../types";
import { queryParams } from "../validate";
import { SEARCH_PAGE_SIZE } from "~/lib/limits";
import { SearchQuerySchema } from "~/schemas/search";
import { toSearchResult } from "~/server/presenters/search.server";
import { toTagInfo } from "~/server/presenters/tags.server";
import { search } from "~/server/services/search.server";
import { searchProvider } from "~/server/services/search-provider.server";

export const searchRoutes = new Hono<ApiEnv>()
  .get("/search", async (c) => {
    const query = queryParams(c, SearchQuerySchema);
    const { count, list, tag } = await search(c.get("app"), {
      q: query.q,
      order: query.order,
      page: query.page ?? 1,
      size: query.size ?? SEARCH_PAGE_SIZE,
    });
    // Answer's `extra`: the tag a query names alone
    return ok(c, { count, list: list.map(toSearchResult), extra: tag ? toTagInfo(tag) : null });
  })
  .get("/search/desc", (c) => ok(c, searchProvider().describe()));
