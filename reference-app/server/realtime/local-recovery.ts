import { Adapter as InMemoryAdapter } from "socket.io-adapter";
import type { Namespace, ServerOptions, Socket } from "socket.io";

type Adapter = Namespace["adapter"];
type BroadcastOptions = Parameters<Adapter["broadcast"]>[1];
type PersistedSession = Parameters<Adapter["persistSession"]>[0];
type Session = NonNullable<Awaited<ReturnType<Adapter["restoreSession"]>>>;

/** socket.io's event packet type (socket.io-parser's `PacketType.EVENT`). */
const EVENT = 2;
/** A restored session whose socket has not passed the middlewares in this long is forgotten. */
const PENDING_MS = 60_000;

/**
 * socket.io's connection state recovery, kept in this instance, for every adapter (issues 20, 21).
 *
 * - **The PostgreSQL adapter** (`@socket.io/postgres-adapter`, a `ClusterAdapter`) keeps neither
 *   sessions nor missed packets: without this, a socket that dropped for a second came back
 *   `recovered: false` and lost the alerts of the drop. Every packet broadcast here (sent from this
 *   instance or received from another) gets an offset and is kept `maxDisconnectionDuration`; a
 *   socket that reconnects to the same instance (sticky sessions, see docs/guides/deploy.md) gets
 *   what it missed. One that reconnects to another instance is not recovered and reconciles
 *   (GET /api/alerts), as after a long drop.
 * - **Missed events go out after the middlewares, not before.** socket.io sends a restored
 *   session's missed packets when it makes the socket, before the middlewares check its token
 *   again; and an event broadcast while they run (reading the database) reaches no one, since the
 *   socket is not yet in its namespace: socket.io's own in-memory adapter loses it too. Here
 *   `restoreSession` answers no packets and remembers the client's offset; when the socket connects
 *   it gets every kept packet after that offset for its rooms then, so a revoked token gets nothing
 *   and an alert raised during the check is not lost.
 */
export function withLocalRecovery<A extends Adapter>(create: (nsp: Namespace) => A): (nsp: Namespace) => A {
  // socket.io calls the adapter with `new`: a function, not an arrow.
  return function localRecoveryAdapter(nsp: Namespace): A {
    const adapter = create(nsp);
    const { opts: serverOptions } = nsp.server as unknown as { opts: Partial<ServerOptions> };
    const window = serverOptions.connectionStateRecovery?.maxDisconnectionDuration ?? 0;
    const sessions = new Map<string, PersistedSession & { disconnectedAt: number }>();
    const packets: { id: string; opts: BroadcastOptions; data: unknown[]; emittedAt: number }[] = [];
    /** Restored sessions still in the middlewares: socket id → the last packet its client had. */
    const pending = new Map<string, { offset: string; since: number }>();
    let counter = 0;
    const prefix = Math.random().toString(36).slice(2, 8);

    const expire = setInterval(() => {
      const threshold = Date.now() - window;
      for (const [pid, session] of sessions) if (session.disconnectedAt < threshold) sessions.delete(pid);
      for (const [id, wait] of pending) if (wait.since < Date.now() - PENDING_MS) pending.delete(id);
      const kept = packets.findIndex((p) => p.emittedAt >= threshold);
      packets.splice(0, kept === -1 ? packets.length : kept);
    }, 60_000);
    expire.unref();

    const patched = adapter as unknown as {
      addOffsetIfNecessary(packet: { type: number; id?: number; data: unknown[] }, opts: BroadcastOptions): void;
      persistSession(session: PersistedSession): void;
      restoreSession(pid: string, offset: string): Promise<Session> | null;
      close(): unknown;
    };
    patched.addOffsetIfNecessary = (packet, opts) => {
      if (window === 0) return;
      // Events without acknowledgement and not volatile, as socket.io's own adapters keep.
      if (packet.type !== EVENT || packet.id !== undefined || opts.flags?.volatile !== undefined) return;
      counter += 1;
      const id = `${prefix}${counter.toString(36)}`;
      packet.data.push(id);
      packets.push({ id, opts, data: packet.data, emittedAt: Date.now() });
    };
    patched.persistSession = (session) => {
      sessions.set(session.pid, { ...session, disconnectedAt: Date.now() });
    };
    patched.restoreSession = (pid, offset) => {
      const session = sessions.get(pid);
      if (!session) return null;
      sessions.delete(pid);
      if (session.disconnectedAt + window < Date.now()) return null;
      if (!packets.some((p) => p.id === offset)) return null;
      pending.set(session.sid, { offset, since: Date.now() });
      return Promise.resolve({ ...session, missedPackets: [] });
    };
    // Registered as the namespace is made, before the application's own listeners.
    nsp.on("connection", (socket: Socket) => {
      const wait = pending.get(socket.id);
      pending.delete(socket.id);
      if (!wait || !socket.recovered) return;
      const index = packets.findIndex((p) => p.id === wait.offset);
      // Its packets expired while the middlewares ran: a fresh start, and the client reconciles.
      if (index === -1) return void socket.disconnect(true);
      const rooms = [...socket.rooms];
      // Written to the socket as socket.io writes a restored session's missed packets: `emit` would
      // broadcast each again (with recovery on, through the adapter: a new offset, and on
      // PostgreSQL a NOTIFY each, answered in any order).
      const write = (socket as unknown as { packet(packet: { type: number; data: unknown[] }): void }).packet.bind(
        socket,
      );
      for (const { opts, data } of packets.slice(index + 1)) {
        const addressed = opts.rooms.size === 0 || rooms.some((room) => opts.rooms.has(room));
        if (!addressed || rooms.some((room) => opts.except?.has(room))) continue;
        write({ type: EVENT, data });
      }
    });
    const close = patched.close.bind(adapter);
    patched.close = () => {
      clearInterval(expire);
      return close();
    };
    return adapter;
  };
}

/**
 * socket.io's in-memory adapter (one instance) with its broadcasts kept as the cluster adapters'
 * are: `addOffsetIfNecessary` before each local delivery, which `withLocalRecovery` provides.
 */
export class OneInstanceAdapter extends InMemoryAdapter {
  /** Replaced by `withLocalRecovery`, which keeps the packet. */
  addOffsetIfNecessary(_packet: unknown, _opts: BroadcastOptions): void {}

  override broadcast(packet: Parameters<InMemoryAdapter["broadcast"]>[0], opts: BroadcastOptions): void {
    this.addOffsetIfNecessary(packet, opts);
    super.broadcast(packet, opts);
  }
}
