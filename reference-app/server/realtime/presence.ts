import type { Server, Socket } from "socket.io";
import {
  PresenceRoomSchema,
  type PresenceAck,
  type PresenceRoom,
  type Viewer,
  type ViewersEvent,
} from "../../../widgets/core/schemas";
import type { QueryDb } from "../db/query-layer";
import { alertUnitOf, unitClientOf, viewerPerson } from "./presence.queries";
import type { SocketUser } from "./sockets";

export const VIEW_NAMESPACE = "/view";
/** Sockets of users who may see the presence of a client's units (security_alerts flag, readable client). */
export const presenceRoomOf = (clientId: number) => `presence:client:${clientId}`;

interface Seat {
  joinedMs: number;
  /** Join order among equal times. */
  seq: number;
  /** Who sits there (names as read when they joined). */
  person: Person;
}

interface RoomState {
  room: PresenceRoom;
  clientId: number;
  /** socket id → who sits there and since when. */
  seats: Map<string, Seat & { userId: number }>;
}

interface Person {
  name: string;
  username: string;
}

const roomId = (room: PresenceRoom) => `${room.room}:${room.key}`;

export interface PresenceOptions {
  /** How long a dropped socket's rooms are kept for socket.io's connection state recovery. */
  recoveryWindowMs: number;
  /** Whether a user may be in presence rooms (the alerts feature's security_alerts flag). */
  mayJoin(db: QueryDb, userId: number): Promise<boolean>;
  now?: () => number;
}

/**
 * Presence rooms on /view (document 3 §2.2, §3 "Viewer"): `join room` / `leave room` with
 * `{ room: 'live-unit', key: '{liveUnitId}' }` or `{ room: 'alert', key: '{liveUnitId}.{alertId}' }`.
 *
 * - Only users with the security_alerts flag, and only rooms of units whose client they may read
 *   (for an alert room, an alert of that unit). A refused join changes nothing; an acknowledgement
 *   callback, when given, receives `{ ok: false, error }` (`bad_room`, `forbidden`, `not_found`).
 * - Viewers are people: a user in a room from several sockets is one viewer, joined when their
 *   first socket joined. Ordered by joining time; the first has control (`viewOnlyAccess: false`),
 *   the others are view-only. When the first leaves, the next oldest gets control.
 * - Every change sends `viewers` ({ room, key, viewers }) to every /view socket that may see the
 *   unit's client (`presence:client:{id}`), not only to the room, so a list can show who views an
 *   alert without joining it. On connection a socket receives `viewers` of every occupied room it may see.
 * - A disconnect leaves every room at once. A socket that socket.io recovers within the window
 *   gets its rooms back with their original joining times (so a short drop does not cost control
 *   for good); the client does not need to join again.
 */
export function attachPresence(io: Server, db: QueryDb, options: PresenceOptions) {
  const nsp = io.of(VIEW_NAMESPACE);
  const now = options.now ?? Date.now;
  const rooms = new Map<string, RoomState>();
  const people = new Map<number, Person>();
  /** Rooms of sockets that dropped, kept for recovery: socket id → rooms with seats. */
  const dropped = new Map<string, { at: number; rooms: { state: RoomState; seat: Seat }[] }>();
  let seq = 0;

  /** A viewer's name (cached until `forgetPeople`); read before they take a seat. */
  const personOf = async (userId: number): Promise<Person> => {
    let p = people.get(userId);
    if (!p) {
      const row = await viewerPerson(db, userId);
      if (!row) throw new Error(`no user ${userId}`);
      p = { name: row.name, username: row.username };
      people.set(userId, p);
    }
    return p;
  };

  const viewersOf = (state: RoomState): Viewer[] => {
    const first = new Map<number, Seat>();
    for (const seat of state.seats.values()) {
      const held = first.get(seat.userId);
      if (!held || seat.joinedMs < held.joinedMs || (seat.joinedMs === held.joinedMs && seat.seq < held.seq))
        first.set(seat.userId, seat);
    }
    return [...first.entries()]
      .sort(([, a], [, b]) => a.joinedMs - b.joinedMs || a.seq - b.seq)
      .map(([userId, seat], index) => ({
        ...(people.get(userId) ?? seat.person),
        joined: new Date(seat.joinedMs).toISOString(),
        viewOnlyAccess: index > 0,
      }));
  };

  const payload = (state: RoomState): ViewersEvent => ({ ...state.room, viewers: viewersOf(state) });

  const announce = (state: RoomState) => {
    nsp.to(presenceRoomOf(state.clientId)).emit("viewers", payload(state));
    if (state.seats.size === 0) rooms.delete(roomId(state.room));
  };

  /** The client of the room's unit when `user` may be in it, else why not. */
  const check = async (user: SocketUser, room: PresenceRoom): Promise<number | "not_found"> => {
    const [unitText, alertText] = room.key.split(".");
    const clientId = await unitClientOf(db, Number(unitText));
    if (clientId === null || !user.clientIds.includes(clientId)) return "not_found";
    if (room.room === "alert" && (await alertUnitOf(db, Number(alertText))) !== Number(unitText)) return "not_found";
    return clientId;
  };

  const sit = (socket: Socket, user: SocketUser, room: PresenceRoom, clientId: number, seat: Seat) => {
    const id = roomId(room);
    let state = rooms.get(id);
    if (!state) {
      state = { room, clientId, seats: new Map() };
      rooms.set(id, state);
    }
    if (state.seats.has(socket.id)) return;
    state.seats.set(socket.id, { ...seat, userId: user.userId });
    announce(state);
  };

  const stand = (socketId: string, state: RoomState): Seat | null => {
    const seat = state.seats.get(socketId);
    if (!seat) return null;
    state.seats.delete(socketId);
    announce(state);
    return seat;
  };

  const prune = () => {
    const limit = now() - options.recoveryWindowMs;
    for (const [id, entry] of dropped) if (entry.at < limit) dropped.delete(id);
  };

  nsp.on("connection", (socket) => {
    const user = socket.data as SocketUser;
    prune();
    const previous = dropped.get(socket.id);
    dropped.delete(socket.id);

    // The socket's steps run one after another, in the order they came (lookups are async).
    let steps: Promise<void> = Promise.resolve();
    const serial = (step: () => Promise<void>) => {
      steps = steps.then(step).catch((error: unknown) => console.error("presence:", error));
    };

    serial(async () => {
      const flagged = await options.mayJoin(db, user.userId);
      if (flagged) for (const id of user.clientIds) void socket.join(presenceRoomOf(id));
      if (socket.recovered && previous && flagged) {
        for (const { state, seat } of previous.rooms) {
          if ((await check(user, state.room)) === state.clientId) sit(socket, user, state.room, state.clientId, seat);
        }
      }
      if (flagged) {
        const readable = new Set(user.clientIds);
        for (const state of rooms.values()) if (readable.has(state.clientId)) socket.emit("viewers", payload(state));
      }
    });

    const reply = (ack: unknown, answer: PresenceAck) => {
      if (typeof ack === "function") (ack as (a: PresenceAck) => void)(answer);
    };

    socket.on("join room", (raw: unknown, ack?: unknown) => {
      // Joining order is arrival order, whatever the lookups take.
      const arrived = { joinedMs: now(), seq: ++seq };
      serial(async () => {
        const parsed = PresenceRoomSchema.safeParse(raw);
        if (!parsed.success) return reply(ack, { ok: false, error: "bad_room" });
        if (!(await options.mayJoin(db, user.userId))) return reply(ack, { ok: false, error: "forbidden" });
        const clientId = await check(user, parsed.data);
        if (clientId === "not_found") return reply(ack, { ok: false, error: "not_found" });
        const person = await personOf(user.userId);
        sit(socket, user, parsed.data, clientId, { ...arrived, person });
        reply(ack, { ok: true });
      });
    });

    socket.on("leave room", (raw: unknown, ack?: unknown) => {
      serial(async () => {
        const parsed = PresenceRoomSchema.safeParse(raw);
        if (!parsed.success) return reply(ack, { ok: false, error: "bad_room" });
        const state = rooms.get(roomId(parsed.data));
        if (state) stand(socket.id, state);
        reply(ack, { ok: true });
      });
    });

    socket.on("disconnect", () => {
      serial(async () => {
        const left: { state: RoomState; seat: Seat }[] = [];
        for (const state of [...rooms.values()]) {
          const seat = stand(socket.id, state);
          if (seat) left.push({ state, seat });
        }
        if (left.length > 0) dropped.set(socket.id, { at: now(), rooms: left });
      });
    });
  });

  return {
    /** Viewers of a room (tests, diagnostics). */
    viewers(room: PresenceRoom): Viewer[] {
      const state = rooms.get(roomId(room));
      return state ? viewersOf(state) : [];
    },
    /** Forget users' cached names (after a change in the database). */
    forgetPeople(): void {
      people.clear();
    },
  };
}
export type PresenceRooms = ReturnType<typeof attachPresence>;
