// `npm start`'s last step: runs the reference server (default `reference-app/server/main.ts`, or
// the entry given as the first argument, with the rest as its arguments) in a child Node process
// whose environment has MALLOC_ARENA_MAX=2 unless it is set already. glibc reads it once, when the
// process starts, so it cannot be set from inside the server; an npm script cannot set it on every
// platform (`VAR=1 cmd` is not cmd.exe's syntax). With two arenas, the native memory the synthetic
// cameras free while drawing alert media and clips is reused instead of kept per thread (README
// "Memory": 639–672 MB → 383 MB at 90 s of a first start). Elsewhere than glibc it does nothing.
// Signals (Ctrl-C, SIGTERM) go to the server; this process ends with its exit code.
import { spawn } from "node:child_process";

const [entry = "reference-app/server/main.ts", ...args] = process.argv.slice(2);
const env = { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || "2" };
const child = spawn(process.execPath, ["--import", "tsx", entry, ...args], { stdio: "inherit", env });

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}
child.on("error", (error) => {
  console.error(`could not start the server: ${error.message}`);
  process.exit(1);
});
child.on("exit", (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
