import type { Client } from "pg";

/** Database names made here are plain identifiers (checked), so they are written into the SQL. */
const identifier = (name: string): string => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  return `"${name}"`;
};

export async function databaseExists(admin: Client, name: string): Promise<boolean> {
  const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  return (rowCount ?? 0) > 0;
}

/** A new database, empty or a copy of `template` (which must have no connections). */
export async function createDatabase(admin: Client, name: string, template?: string): Promise<void> {
  await admin.query(`CREATE DATABASE ${identifier(name)}${template ? ` TEMPLATE ${identifier(template)}` : ""}`);
}

/** Drops a database, ending its connections first. */
export async function dropDatabase(admin: Client, name: string): Promise<void> {
  await admin.query(`DROP DATABASE IF EXISTS ${identifier(name)} WITH (FORCE)`);
}

/** Renames a database (the seeded template, once complete). */
export async function renameDatabase(admin: Client, from: string, to: string): Promise<void> {
  await admin.query(`ALTER DATABASE ${identifier(from)} RENAME TO ${identifier(to)}`);
}
