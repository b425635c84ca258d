import { atom, computed, onMount, type ReadableAtom } from "nanostores";
import type { PresenceRoom, Viewer } from "../schemas/realtime";
import type { RealtimeClient } from "./realtime-client";
import type { Unsubscribe } from "./realtime-types";

/** `live-unit:{liveUnitId}` or `alert:{liveUnitId}.{alertId}`: how a room is keyed in the stores. */
export function roomId(room: PresenceRoom): string {
  return `${room.room}:${room.key}`;
}

/** Presence on `/view`: joining rooms (being a viewer) and the viewers reported per room. */
export interface Presence {
  /**
   * Joins `room` as a viewer until the returned function is called. Joins are counted (two widgets
   * of one page joining one room send one 'join room'), re-sent after a reconnection the server did
   * not recover, and keep `/view` open.
   */
  join(room: PresenceRoom): Unsubscribe;
  /** Viewers of every room reported so far, by `roomId`. Mounting it keeps `/view` open. */
  $viewers: ReadableAtom<ReadonlyMap<string, readonly Viewer[]>>;
  /** Viewers of one room (undefined until reported). Mounting it does not join the room. */
  viewersOf(room: PresenceRoom): ReadableAtom<readonly Viewer[] | undefined>;
  /** A store of the room's viewers that joins the room while mounted (what a page showing the room uses). */
  joinedViewersOf(room: PresenceRoom): ReadableAtom<readonly Viewer[] | undefined>;
}

/**
 * The viewers reported per room. Read with `current()`, not with $viewers.get(): get() on an
 * unmounted store mounts it for a second, which would open /view.
 */
function viewersState() {
  let viewers: ReadonlyMap<string, readonly Viewer[]> = new Map();
  const $viewers = atom(viewers);
  return {
    $viewers,
    reset() {
      viewers = new Map();
      $viewers.set(viewers);
    },
    set(id: string, list: readonly Viewer[] | undefined) {
      const next = new Map(viewers);
      if (list) next.set(id, list);
      else next.delete(id);
      viewers = next;
      $viewers.set(viewers);
    },
  };
}

/** Listens to 'viewers' while anyone needs presence: each call is one listener, until its stop. */
function viewersListener(client: RealtimeClient, setViewers: (id: string, list: readonly Viewer[]) => void) {
  let listeners = 0;
  let stopViewers: Unsubscribe | undefined;
  return (): Unsubscribe => {
    listeners += 1;
    if (listeners === 1) {
      stopViewers = client.on("viewers", (event) => {
        const { viewers: list, ...room } = event;
        setViewers(roomId(room as PresenceRoom), list);
      });
    }
    let done = false;
    return () => {
      if (done) return;
      done = true;
      listeners -= 1;
      if (listeners === 0) {
        stopViewers?.();
        stopViewers = undefined;
      }
    };
  };
}

/**
 * The rooms we want (joins counted) and those the server has been told of on this connection;
 * `sync` tells the server the difference (`remove` syncs itself), `forget` drops what it was told
 * (a new connection).
 */
function roomSet(client: RealtimeClient) {
  const wanted = new Map<string, { room: PresenceRoom; count: number }>();
  const sent = new Map<string, PresenceRoom>();
  const sync = () => {
    for (const [id, { room }] of wanted) {
      if (!sent.has(id) && client.emit("join room", room)) sent.set(id, room);
    }
    for (const [id, room] of [...sent]) {
      if (!wanted.has(id) && client.emit("leave room", room)) sent.delete(id);
    }
  };
  return {
    sync,
    forget: () => sent.clear(),
    add(id: string, room: PresenceRoom) {
      const entry = wanted.get(id);
      if (entry) entry.count += 1;
      else wanted.set(id, { room, count: 1 });
    },
    /** Drops one join; true when it was the room's last. */
    remove(id: string): boolean {
      const current = wanted.get(id);
      if (!current || --current.count > 0) return false;
      wanted.delete(id);
      sync();
      return true;
    },
  };
}

export function createPresence(client: RealtimeClient): Presence {
  const rooms = roomSet(client);
  const state = viewersState();
  const { $viewers } = state;

  client.onConnect("/view", ({ recovered }) => {
    if (!recovered) {
      rooms.forget();
      state.reset();
    }
    rooms.sync();
  });
  client.status("/view").listen((status) => {
    if (status === "idle") {
      rooms.forget();
      state.reset();
    }
  });

  const listenToViewers = viewersListener(client, state.set);
  onMount($viewers, listenToViewers);

  const join = (room: PresenceRoom): Unsubscribe => {
    const id = roomId(room);
    rooms.add(id, room);
    const release = listenToViewers();
    rooms.sync();
    let left = false;
    return () => {
      if (left) return;
      left = true;
      if (rooms.remove(id)) state.set(id, undefined);
      release();
    };
  };

  const observed = new Map<string, ReadableAtom<readonly Viewer[] | undefined>>();
  const viewersOf = (room: PresenceRoom) => {
    const id = roomId(room);
    let store = observed.get(id);
    if (!store) observed.set(id, (store = computed($viewers, (all) => all.get(id))));
    return store;
  };

  const joinedViewersOf = (room: PresenceRoom) => {
    const store = atom<readonly Viewer[] | undefined>(undefined);
    onMount(store, () => {
      const leave = join(room);
      const stop = viewersOf(room).subscribe((viewers) => store.set(viewers));
      return () => {
        stop();
        leave();
      };
    });
    return store;
  };

  return { join, $viewers, viewersOf, joinedViewersOf };
}
