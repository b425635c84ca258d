import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Server, type Socket } from "socket.io";

/**
 * A real socket.io server for the core's tests: the two namespaces, a token check like the
 * reference server's (`auth: { token }` must be one of `tokens`), connection state recovery, and a
 * record of what clients did. Restartable on the same port.
 */
export class TestSocketServer {
  io!: Server;
  http!: HttpServer;
  port = 0;
  readonly tokens = new Set(["good-token"]);
  /** Valid tokens of users the namespaces refuse ('forbidden', as /security_alerts does without the flag). */
  readonly forbidden = new Set(["no-flag-token"]);
  /** Every handshake token seen, in order. */
  readonly handshakes: string[] = [];
  /** Client events received: `[namespace, event, payload]`. */
  readonly received: [string, string, unknown][] = [];

  constructor(private readonly recoveryMs = 2000) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(port = 0): Promise<void> {
    this.http = createServer();
    this.io = new Server(this.http, { connectionStateRecovery: { maxDisconnectionDuration: this.recoveryMs } });
    for (const name of ["/security_alerts", "/view"]) {
      const nsp = this.io.of(name);
      nsp.use((socket, next) => {
        const token = (socket.handshake.auth as { token?: unknown }).token;
        this.handshakes.push(String(token));
        if (typeof token === "string" && this.forbidden.has(token)) next(new Error("forbidden"));
        else if (typeof token === "string" && this.tokens.has(token)) next();
        else next(new Error("unauthorized"));
      });
      nsp.on("connection", (socket: Socket) => {
        socket.onAny((event: string, payload: unknown) => this.received.push([name, event, payload]));
      });
    }
    await new Promise<void>((resolve) => this.http.listen(port, "127.0.0.1", resolve));
    this.port = (this.http.address() as AddressInfo).port;
  }

  /** Connected sockets of a namespace. */
  sockets(namespace: string): Socket[] {
    return [...this.io.of(namespace).sockets.values()];
  }

  emit(namespace: string, event: string, payload: unknown): void {
    this.io.of(namespace).emit(event, payload);
  }

  /** Cuts every transport, as a network failure does (the sessions stay recoverable). */
  dropTransports(): void {
    for (const socket of this.io.of("/").sockets.values()) socket.conn.close();
    for (const name of ["/security_alerts", "/view"]) for (const socket of this.sockets(name)) socket.conn.close();
  }

  /** Stops like a crashed process: transports cut, no goodbye, sessions lost. */
  async stop(): Promise<void> {
    this.io.engine.close();
    await new Promise<void>((resolve) => this.io.close(() => resolve()));
  }

  /** Stops and starts again on the same port: sessions are gone, nothing can be recovered. */
  async restart(downMs = 0): Promise<void> {
    const port = this.port;
    await this.stop();
    if (downMs) await new Promise((resolve) => setTimeout(resolve, downMs));
    await this.start(port);
  }
}

/** Resolves once `predicate` holds, polling every 10 ms; rejects after `timeoutMs`. */
export async function until(predicate: () => boolean, timeoutMs = 5000, what = "condition"): Promise<void> {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
