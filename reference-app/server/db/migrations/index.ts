import type { Migration } from "kysely";
import * as schema from "./0001-schema";
import * as cluster from "./0002-cluster";
import * as socketIoAttachments from "./0003-socket-io-attachments";
import * as clipClaims from "./0004-clip-claims";

/**
 * Every migration, in order, by name (Kysely's `Migrator` runs them by name order). A static list,
 * so the bundled server and tsx need no folder scanning: a new migration is a new file here, named
 * `000N-what.ts`, whose `up` runs on both engines (branch on `isPostgres(db)` where they differ).
 * A migration that changes a table changes `../tables.ts` too.
 */
export const MIGRATIONS: Record<string, Migration> = {
  "0001-schema": schema,
  "0002-cluster": cluster,
  "0003-socket-io-attachments": socketIoAttachments,
  "0004-clip-claims": clipClaims,
};
