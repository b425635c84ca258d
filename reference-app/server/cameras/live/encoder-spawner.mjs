// The live encoders' launcher: a small Node process (no dependencies) that starts and stops ffmpeg
// for the server, by IPC. Why a process of its own: on Linux, Node forks to spawn, and a fork of
// the server (600–900 MB resident) blocked its event loop about 300 ms per ffmpeg (measured here),
// 11 s for a 36-tile mosaic; forking this process costs about 10 ms, and not on the server's loop.
// Messages in:  { type: "spawn", id, binary, args, cwd } | { type: "kill", id, signal }
// Messages out: { type: "spawned", id, pid } | { type: "exit", id, code, signal, stderr }
// When the server goes (the IPC channel closes), every ffmpeg it started is killed.
import { spawn } from "node:child_process";

const children = new Map();

process.on("message", (message) => {
  if (message.type === "spawn") {
    let tail = "";
    let child;
    try {
      child = spawn(message.binary, message.args, { cwd: message.cwd, stdio: ["ignore", "ignore", "pipe"] });
    } catch (error) {
      process.send?.({ type: "exit", id: message.id, code: null, signal: null, stderr: String(error) });
      return;
    }
    children.set(message.id, child);
    child.stderr.on("data", (chunk) => {
      tail = (tail + chunk.toString("utf8")).slice(-2000);
    });
    const exited = (code, signal) => {
      if (!children.has(message.id)) return;
      children.delete(message.id);
      process.send?.({ type: "exit", id: message.id, code, signal, stderr: tail });
    };
    child.once("error", (error) => {
      tail += String(error);
      exited(null, null);
    });
    child.once("exit", exited);
    process.send?.({ type: "spawned", id: message.id, pid: child.pid });
  } else if (message.type === "kill") {
    children.get(message.id)?.kill(message.signal);
  }
});

process.on("disconnect", () => {
  for (const child of children.values()) child.kill("SIGKILL");
  process.exit(0);
});
