// The reference server in a process of its own for a bench, as other users meet it: the bench's
// clients run in the parent, so their own work does not count against the server's event loop.
// Parent: `serverApart(childFile)`; child: `answerUntilStopped(server, copy, ready)`. Over IPC:
//   → `ready` (at least `{ url }`)   once listening
//   ← `{ stop: true }`               closes the server, removes the database copy and exits
import { fork } from "node:child_process";
import type { RunningServer } from "../../reference-app/server/app";

/** Forks `childFile` (through tsx, with `nodeFlags`); resolves with its ready message and `stop()`. */
export async function serverApart<Ready extends { url: string }>(
  childFile: string,
  nodeFlags: string[] = [],
): Promise<Ready & { stop(): Promise<void> }> {
  const child = fork(childFile, [], {
    execArgv: ["--import", "tsx", ...nodeFlags],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once("message", (message: Ready) => resolve(message));
    child.once("exit", (code) => reject(new Error(`the server process exited (${code}) before listening`)));
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    ...ready,
    async stop() {
      child.send({ stop: true });
      await exited;
    },
  };
}

/** In the child: tells the parent it is ready, then closes the server and exits when asked. */
export function answerUntilStopped<Ready extends { url: string }>(
  server: RunningServer,
  copy: { remove(): void },
  ready: Ready,
): void {
  process.send?.(ready);
  process.on("message", (message: { stop?: boolean }) => {
    if (!message.stop) return;
    void server.close().then(() => {
      copy.remove();
      process.exit(0);
    });
  });
}
