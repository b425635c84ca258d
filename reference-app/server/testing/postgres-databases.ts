import { randomBytes } from "node:crypto";
import { seedHash } from "../../../scripts/seed-hash.mjs";
import { openPostgres } from "../db/open-database";
import { createDatabase, databaseExists, dropDatabase, renameDatabase } from "./postgres.queries";

/**
 * The server tests on PostgreSQL (issue 20): with `TEST_DATABASE_URL` (a PostgreSQL server the
 * tests may create databases on; the `scale` step makes a throwaway cluster), each test server gets
 * its own database, a copy of one seeded template (`CREATE DATABASE … TEMPLATE`), as each gets a
 * copy of the seeded file on SQLite.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** Named by the seed's hash (taken once: the sources of one run are one seed). */
const TEMPLATE = `vms_template_${seedHash()}`;
const templateName = () => TEMPLATE;

/** The URL of database `name` on the server of `base`. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(base: string) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: base, application_name: "vms-tests" });
  await client.connect();
  return client;
}

/** Seeds the template once per seed (global setup); a half-made one is made again. */
export async function ensureSeededTemplate(base: string): Promise<void> {
  const client = await admin(base);
  try {
    const name = templateName();
    if (await databaseExists(client, name)) return;
    const partial = `${name}_${process.pid}`;
    await dropDatabase(client, partial);
    await createDatabase(client, partial);
    const opened = await openPostgres(databaseUrl(base, partial), { poolSize: 4 });
    await opened.query.destroy();
    await renameDatabase(client, partial, name);
  } finally {
    await client.end();
  }
}

/** A private copy of the seeded template for one test server, and its removal. */
export async function copySeededPostgres(
  base: string,
  name = `vms_test_${randomBytes(6).toString("hex")}`,
): Promise<{ url: string; remove(): Promise<void> }> {
  const client = await admin(base);
  try {
    await createDatabase(client, name, templateName());
  } finally {
    await client.end();
  }
  return {
    url: databaseUrl(base, name),
    remove: async () => {
      const dropper = await admin(base);
      try {
        await dropDatabase(dropper, name);
      } finally {
        await dropper.end();
      }
    },
  };
}
