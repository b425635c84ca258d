// vitest global setup: seeds the server tests' database once per seed (see seeded-database.ts).
import { ensureSeededDatabase } from "./seeded-database";

export default function setup(): void {
  ensureSeededDatabase();
}
