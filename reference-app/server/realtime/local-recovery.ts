import type { Namespace, ServerOptions } from "socket.io";

// socket.io-adapter's types, through socket.io (the adapter package is not a dependency of its own).
type Adapter = Namespace["adapter"];
type BroadcastOptions = Parameters<Adapter["broadcast"]>[1];
type PersistedSession = Parameters<Adapter["persistSession"]>[0];
type Session = NonNullable<Awaited<ReturnType<Adapter["restoreSession"]>>>;

/**
 * socket.io's connection state recovery for a cluster adapter that has none (issue 20). The
 * PostgreSQL adapter (`@socket.io/postgres-adapter`, a `ClusterAdapter`) keeps neither sessions nor
 * missed packets, so on PostgreSQL a socket that dropped for a second came back `recovered: false`
 * and lost the alerts of the drop. This keeps them in this instance, as socket.io's in-memory
 * `SessionAwareAdapter` does: every packet broadcast here (sent from this instance or received from
 * another) gets an offset and is kept `maxDisconnectionDuration`; a socket that reconnects to the
 * same instance (sticky sessions, see docs/guides/deploy.md) gets what it missed. A socket that
 * reconnects to another instance is not recovered and reconciles (GET /api/alerts), as after a long drop.
 */
export function withLocalRecovery<A extends Adapter>(create: (nsp: Namespace) => A): (nsp: Namespace) => A {
  // socket.io calls the adapter with `new`: a function, not an arrow.
  return function localRecoveryAdapter(nsp: Namespace): A {
    const adapter = create(nsp);
    const { opts: serverOptions } = nsp.server as unknown as { opts: Partial<ServerOptions> };
    const window = serverOptions.connectionStateRecovery?.maxDisconnectionDuration ?? 0;
    const sessions = new Map<string, PersistedSession & { disconnectedAt: number }>();
    const packets: { id: string; opts: BroadcastOptions; data: unknown[]; emittedAt: number }[] = [];
    let counter = 0;
    const prefix = Math.random().toString(36).slice(2, 8);

    const expire = setInterval(() => {
      const threshold = Date.now() - window;
      for (const [pid, session] of sessions) if (session.disconnectedAt < threshold) sessions.delete(pid);
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
      if (packet.type !== 2 || packet.id !== undefined || opts.flags?.volatile !== undefined) return;
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
      const index = packets.findIndex((p) => p.id === offset);
      if (index === -1) return null;
      const missedPackets = packets
        .slice(index + 1)
        .filter(
          ({ opts }) =>
            (opts.rooms.size === 0 || session.rooms.some((room) => opts.rooms.has(room))) &&
            session.rooms.every((room) => !opts.except?.has(room)),
        )
        .map((p) => p.data);
      return Promise.resolve({ ...session, missedPackets });
    };
    const close = patched.close.bind(adapter);
    patched.close = () => {
      clearInterval(expire);
      return close();
    };
    return adapter;
  };
}
