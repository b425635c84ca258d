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
import type { RightsChange, SocketUser } from "./sockets";

export const VIEW_NAMESPACE = "/view";
/** Sockets of users who may see the presence of a client's units (security_alerts flag, readable client). */
export const presenceRoomOf = (clientId: number) => `presence:client:${clientId}`;

interface Seat {
  joinedMs: number;
  /** Join order among equal times (per instance; the socket id breaks what is left). */
  seq: number;
  /** Who sits there (names as read when they joined). */
  person: Person;
}

/** A socket's seat in a room, kept in `socket.data` so every instance can read it (fetchSockets). */
interface HeldSeat extends Seat {
  userId: number;
  room: PresenceRoom;
  clientId: number;
}

/** What presence keeps in `socket.data` beside the socket's user. */
interface PresenceData extends SocketUser {
  presenceSeats?: Record<string, HeldSeat>;
}

interface Person {
  name: string;
  username: string;
}

const roomId = (room: PresenceRoom) => `${room.room}:${room.key}`;
/** The socket.io room of the sockets seated in a presence room, and of those seated in a client's rooms. */
const seatRoom = (id: string) => `seats:${id}`;
const clientSeatsRoom = (clientId: number) => `seats:client:${clientId}`;

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
 * - Across instances (issue 20): a seat is kept on its socket (`socket.data`, socket.io rooms
 *   `seats:{room}` and `seats:client:{id}`), and each report is computed from the seats of every
 *   instance (`fetchSockets()` through the adapter), so viewers and who has control are the same
 *   on every instance. A dead instance's sockets are gone from the adapter with it.
 * - A disconnect leaves every room at once. A socket that socket.io recovers within the window
 *   gets its rooms back with their original joining times (so a short drop does not cost control
 *   for good); the client does not need to join again.
 */
export function attachPresence(io: Server, db: QueryDb, options: PresenceOptions) {
  const nsp = io.of(VIEW_NAMESPACE);
  const now = options.now ?? Date.now;
  const people = new Map<number, Person>();
  /** Rooms of sockets that dropped, kept for recovery: socket id → seats. */
  const dropped = new Map<string, { at: number; seats: HeldSeat[] }>();
  let seq = 0;
  /** What each connected socket does when its user's rights change (see `rightsChanged`). */
  const onRightsChanged = new WeakMap<Socket, (change: RightsChange) => void>();

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

  const seatsOf = (socket: { data: unknown }): Record<string, HeldSeat> => {
    const data = socket.data as PresenceData;
    data.presenceSeats ??= {};
    return data.presenceSeats;
  };

  /** Viewers from the seats of one room (one per user: their first seat). */
  const viewersOf = (seats: (HeldSeat & { socketId: string })[]): Viewer[] => {
    const order = (a: HeldSeat & { socketId: string }, b: HeldSeat & { socketId: string }) =>
      a.joinedMs - b.joinedMs || a.seq - b.seq || (a.socketId < b.socketId ? -1 : a.socketId > b.socketId ? 1 : 0);
    const first = new Map<number, HeldSeat & { socketId: string }>();
    for (const seat of seats) {
      const held = first.get(seat.userId);
      if (!held || order(seat, held) < 0) first.set(seat.userId, seat);
    }
    return [...first.values()].sort(order).map((seat, index) => ({
      ...(people.get(seat.userId) ?? seat.person),
      joined: new Date(seat.joinedMs).toISOString(),
      viewOnlyAccess: index > 0,
    }));
  };

  /** Every seat of a room, on every instance. */
  const roomSeats = async (id: string) => {
    const sockets = await nsp.in(seatRoom(id)).fetchSockets();
    return sockets.flatMap((s) => {
      const seat = (s.data as PresenceData).presenceSeats?.[id];
      return seat ? [{ ...seat, socketId: s.id }] : [];
    });
  };

  const payload = (room: PresenceRoom, seats: (HeldSeat & { socketId: string })[]): ViewersEvent => ({
    ...room,
    viewers: viewersOf(seats),
  });

  // Reports go out one at a time, in the order of the changes on this instance.
  let reporting: Promise<void> = Promise.resolve();
  const announce = (room: PresenceRoom, clientId: number) => {
    reporting = reporting
      .then(async () => {
        const seats = await roomSeats(roomId(room));
        nsp.to(presenceRoomOf(clientId)).emit("viewers", payload(room, seats));
      })
      .catch((error: unknown) => console.error("presence:", error));
    return reporting;
  };

  /** The client of the room's unit when `user` may be in it, else why not. */
  const check = async (user: SocketUser, room: PresenceRoom): Promise<number | "not_found"> => {
    const [unitText, alertText] = room.key.split(".");
    const clientId = await unitClientOf(db, Number(unitText));
    if (clientId === null || !user.clientIds.includes(clientId)) return "not_found";
    if (room.room === "alert" && (await alertUnitOf(db, Number(alertText))) !== Number(unitText)) return "not_found";
    return clientId;
  };

  const sit = async (socket: Socket, seat: HeldSeat) => {
    const id = roomId(seat.room);
    const seats = seatsOf(socket);
    if (seats[id]) return;
    seats[id] = seat;
    await socket.join([seatRoom(id), clientSeatsRoom(seat.clientId)]);
    await announce(seat.room, seat.clientId);
  };

  const stand = async (socket: Socket, id: string): Promise<HeldSeat | null> => {
    const seats = seatsOf(socket);
    const seat = seats[id];
    if (!seat) return null;
    delete seats[id];
    await socket.leave(seatRoom(id));
    if (!Object.values(seats).some((s) => s.clientId === seat.clientId))
      await socket.leave(clientSeatsRoom(seat.clientId));
    await announce(seat.room, seat.clientId);
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
    // A recovered session brings back its data and rooms: its seats are taken again below, checked.
    for (const [id, seat] of Object.entries(seatsOf(socket))) {
      void socket.leave(seatRoom(id));
      void socket.leave(clientSeatsRoom(seat.clientId));
    }
    (socket.data as PresenceData).presenceSeats = {};

    // The socket's steps run one after another, in the order they came (lookups are async).
    let steps: Promise<void> = Promise.resolve();
    const serial = (step: () => Promise<void>) => {
      steps = steps.then(step).catch((error: unknown) => console.error("presence:", error));
    };

    serial(async () => {
      const flagged = await options.mayJoin(db, user.userId);
      if (flagged) for (const id of user.clientIds) void socket.join(presenceRoomOf(id));
      if (socket.recovered && previous && flagged) {
        for (const seat of previous.seats) {
          if ((await check(user, seat.room)) === seat.clientId) await sit(socket, seat);
        }
      }
      if (flagged && user.clientIds.length > 0) {
        // Every occupied room of the readable clients, on every instance.
        const sockets = await nsp.in(user.clientIds.map(clientSeatsRoom)).fetchSockets();
        const readable = new Set(user.clientIds);
        const rooms = new Map<string, { room: PresenceRoom; seats: (HeldSeat & { socketId: string })[] }>();
        for (const s of sockets)
          for (const [id, seat] of Object.entries((s.data as PresenceData).presenceSeats ?? {})) {
            if (!readable.has(seat.clientId)) continue;
            const entry = rooms.get(id) ?? { room: seat.room, seats: [] };
            entry.seats.push({ ...seat, socketId: s.id });
            rooms.set(id, entry);
          }
        for (const { room, seats } of rooms.values()) socket.emit("viewers", payload(room, seats));
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
        await sit(socket, { ...arrived, person, userId: user.userId, room: parsed.data, clientId });
        reply(ack, { ok: true });
      });
    });

    socket.on("leave room", (raw: unknown, ack?: unknown) => {
      serial(async () => {
        const parsed = PresenceRoomSchema.safeParse(raw);
        if (!parsed.success) return reply(ack, { ok: false, error: "bad_room" });
        await stand(socket, roomId(parsed.data));
        reply(ack, { ok: true });
      });
    });

    onRightsChanged.set(socket, (change) => {
      // At once: no report of a lost client's rooms reaches the socket from now on.
      for (const id of change.lost) void socket.leave(presenceRoomOf(id));
      serial(async () => {
        const flagged = await options.mayJoin(db, user.userId);
        const readable = new Set(user.clientIds);
        if (!flagged) for (const id of [...change.lost, ...user.clientIds]) void socket.leave(presenceRoomOf(id));
        else for (const id of change.gained) void socket.join(presenceRoomOf(id));
        // Seats in rooms the user may no longer be in are left (the others see the viewer go).
        for (const [id, seat] of Object.entries(seatsOf(socket)))
          if (!flagged || !readable.has(seat.clientId)) await stand(socket, id);
      });
    });

    socket.on("disconnect", () => {
      // socket.io has taken the socket out of its rooms: the reports no longer count its seats.
      const seats = Object.values(seatsOf(socket));
      (socket.data as PresenceData).presenceSeats = {};
      serial(async () => {
        for (const seat of seats) await announce(seat.room, seat.clientId);
        if (seats.length > 0) dropped.set(socket.id, { at: now(), seats });
      });
    });
  });

  return {
    /**
     * A connected socket's user lost or gained clients, or flags (realtime/sockets.ts's re-check,
     * which has updated its `SocketUser`): it leaves the presence rooms of lost clients at once, all
     * of them without the flag, and its seats in rooms it may no longer be in.
     */
    rightsChanged(socket: Socket, change: RightsChange): void {
      onRightsChanged.get(socket)?.(change);
    },
    /** Viewers of a room, on every instance (tests, diagnostics). */
    async viewers(room: PresenceRoom): Promise<Viewer[]> {
      return viewersOf(await roomSeats(roomId(room)));
    },
    /** Forget users' cached names (after a change in the database). */
    forgetPeople(): void {
      people.clear();
    },
  };
}
export type PresenceRooms = ReturnType<typeof attachPresence>;
