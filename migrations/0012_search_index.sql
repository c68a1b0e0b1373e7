-- The search index (DESIGN.md decision 9): a contentless FTS5 table over text the app pre-segments
-- (app/lib/search-text.ts). A question is row 2 × id, an answer row 2 × id + 1; an answer's title is its question's.
-- Only text lives here: status, visibility, tags, votes and authors are read from their tables when searching, so
-- a close, a deletion or a tag change needs no index write. Existing posts are indexed by npm run search:reindex or
-- the back office's rebuild.
CREATE VIRTUAL TABLE `search_index` USING fts5(
  title,
  body,
  content = '',
  contentless_delete = 1,
  tokenize = 'unicode61 remove_diacritics 2'
);
