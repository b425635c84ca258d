// Seeds one SQLite file (argv[2]) and leaves it self-contained (no WAL), for seeded-database.ts.
import { openDatabase } from "../db/open-database";

const file = process.argv[2];
if (!file) throw new Error("usage: seed-file.ts <file>");
const { db } = await openDatabase(file);
db.pragma("journal_mode = DELETE");
db.close();
