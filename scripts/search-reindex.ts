// npm run search:reindex: writes the search index of local D1 again from every question and answer (after a restore,
// or for content written before the index existed). The running site keeps it current through the queue; the back
// office's rebuild does the same for a deployed site.
import { applyMigrations } from "./lib/local";
import { reindexSearch } from "./lib/search-index";

const persistTo = process.env.PERSIST_TO || undefined;
applyMigrations(persistTo);
const { questions, answers, seconds } = reindexSearch(persistTo);
console.log(`Indexed ${questions} questions and ${answers} answers in ${seconds.toFixed(1)} s.`);
