import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const CHILD = fileURLToPath(new URL("./instance-child.ts", import.meta.url));

export interface Instance {
  url: string;
  pid: number;
  /** Route groups the instance left out (still on better-sqlite3; see db/sqlite-only.ts). */
  skipped: string[];
  child: ChildProcess;
  /** Everything it printed. */
  output(): string;
  /** SIGKILL (a crash: no goodbye to the database). */
  kill(): void;
  /** SIGTERM, and waits for the exit. */
  stop(): Promise<void>;
}

/** Starts a server instance in a child process on `databaseUrl` and waits until it listens. */
export async function startInstance(databaseUrl: string, env: Record<string, string> = {}): Promise<Instance> {
  const child = spawn(process.execPath, ["--import", "tsx", CHILD], {
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const ready = await new Promise<{ url: string; pid: number; skipped: string[] }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance did not start in 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const line = /^READY (.*)$/m.exec(output);
      if (line?.[1]) {
        clearTimeout(timer);
        resolve(JSON.parse(line[1]) as { url: string; pid: number; skipped: string[] });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`instance exited (${code}) before listening:\n${output}`));
    });
  });
  return {
    ...ready,
    child,
    output: () => output,
    kill: () => void child.kill("SIGKILL"),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
