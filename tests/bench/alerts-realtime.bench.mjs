// Alerts in real time, server side (issue 10): the reference server in its own process (so its
// CPU is measured apart from the clients'), real socket.io clients here.
//
// 1. Burst: 10 clients of `admin` (each receives every alert) while the server raises 100 alerts/s
//    for 10 s (alert media off). Figures: alerts raised, events delivered per second (all
//    clients), lost and duplicated alerts (must be 0), the server's CPU % of one core and its
//    event-loop utilisation. Then the same at 1000 alerts/s for 3 s, for the ceiling.
// 2. Latency: 200 alerts raised one at a time through `POST /api/test/alerts`; delay from sending
//    the request to receiving 'alert raised' on a connected client, p50 / p95. Baseline in the same
//    run: the hook's own HTTP round trip (request → answer); the difference is the socket path.
// 3. With media: a server making alert media with the synthetic cameras; 12 alerts, one every
//    2 s: hook → 'alert raised' p50 / p95 while media are being made, and alert → first and → all
//    six 'media available' files (Left, Primary, Right; JPEG and MP4).
import { fork } from "node:child_process";
import path from "node:path";
import { io as connect } from "socket.io-client";
import { STEP_MS, waitUntil } from "./wait.mjs";

export const name = "alerts: burst to 10 clients, hook → 'alert raised' latency, media delay";
export const description =
  "100 alerts/s for 10 s to 10 sockets (CPU %, delivered/s, lost, duplicated); hook → event p50/p95; media";

const CLIENTS = 10;
const RATE_PER_SECOND = 100;
const BURST_MS = 10_000;
const LATENCY_SAMPLES = 200;
const MEDIA_ALERTS = 12;

/** Each media alert is raised MEDIA_EVERY_MS after the previous one arrived (their encodings overlap as in use). */
const MEDIA_EVERY_MS = 2000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.min(ms, STEP_MS)));

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** The server in a child process (see alerts-bench/server-child.ts). */
async function startChild(root, args) {
  const child = fork(path.join(root, "tests/bench/alerts-bench/server-child.ts"), args, {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const next = (key) =>
    new Promise((resolve) => {
      const listener = (message) => {
        if (message[key]) {
          child.off("message", listener);
          resolve(message);
        }
      };
      child.on("message", listener);
    });
  const { url, token } = await next("ready");
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    child.send({ stop: true });
    await new Promise((resolve) => child.once("exit", resolve));
  };
  return { child, next, stop, url, token };
}

async function connected(url, token) {
  const socket = connect(`${url}/security_alerts`, { auth: { token }, transports: ["websocket"], forceNew: true });
  await new Promise((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("connect_error", reject);
  });
  return socket;
}

const raiseByHook = (url, body) =>
  fetch(`${url}/api/test/alerts`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  }).then((response) => response.json());

/** Phases 1 and 2. */
async function burstAndLatency(root) {
  const server = await startChild(root, []);
  const sockets = [];
  try {
    const received = Array.from({ length: CLIENTS }, () => []);
    for (let i = 0; i < CLIENTS; i++) {
      const socket = await connected(server.url, server.token);
      socket.on("alert raised", (alert) => received[i].push(alert.alertId));
      sockets.push(socket);
    }

    /** Runs a burst in the server and counts what every client received. */
    const measureBurst = async (perSecond, ms) => {
      for (const list of received) list.length = 0;
      const clientCpu = process.cpuUsage();
      const started = performance.now();
      server.child.send({ burst: { ratePerMinute: perSecond * 60, ms } });
      const burst = await server.next("burstDone");
      const deadline = Date.now() + 10_000;
      while (received.some((list) => list.length < burst.raised) && Date.now() < deadline) await sleep(20);
      const allDeliveredMs = performance.now() - started;
      const clientUsed = process.cpuUsage(clientCpu);
      let lost = 0;
      let duplicated = 0;
      for (const list of received) {
        const unique = new Set(list);
        duplicated += list.length - unique.size;
        lost += burst.raised - unique.size;
      }
      const delivered = received.reduce((n, list) => n + list.length, 0);
      const clientCpuMs = (clientUsed.user + clientUsed.system) / 1000;
      return { ...burst, lost, duplicated, delivered, allDeliveredMs, clientCpuMs };
    };

    const burst = await measureBurst(RATE_PER_SECOND, BURST_MS);
    const ceiling = await measureBurst(1000, 3000);

    const watcher = sockets[0];
    const delays = [];
    const roundTrips = [];
    for (let i = 0; i < LATENCY_SAMPLES; i++) {
      const sent = performance.now();
      const arrived = new Promise((resolve) => watcher.once("alert raised", () => resolve(performance.now())));
      await raiseByHook(server.url, { media: false });
      roundTrips.push(performance.now() - sent);
      delays.push((await arrived) - sent);
    }

    for (const b of [burst, ceiling]) {
      if (b.lost > 0 || b.duplicated > 0) throw new Error(`a burst lost ${b.lost} and duplicated ${b.duplicated}`);
    }
    return {
      "burst alerts raised": burst.raised,
      "burst delivered events/s (10 clients)": burst.delivered / (burst.allDeliveredMs / 1000),
      "burst lost / duplicated alerts": `${burst.lost} / ${burst.duplicated}`,
      "burst server CPU % of one core": (burst.cpuMs / burst.wallMs) * 100,
      "burst server event-loop use %": burst.eventLoopUtilization * 100,
      "burst clients' CPU % (this process)": (burst.clientCpuMs / burst.wallMs) * 100,
      "1000/s: alerts raised in 3 s": ceiling.raised,
      "1000/s: delivered events/s": ceiling.delivered / (ceiling.allDeliveredMs / 1000),
      "1000/s: lost / duplicated alerts": `${ceiling.lost} / ${ceiling.duplicated}`,
      "1000/s: server CPU % of one core": (ceiling.cpuMs / ceiling.wallMs) * 100,
      "1000/s: clients' CPU %": (ceiling.clientCpuMs / ceiling.wallMs) * 100,
      "hook → 'alert raised' p50 (ms)": percentile(delays, 50),
      "hook → 'alert raised' p95 (ms)": percentile(delays, 95),
      "baseline: hook HTTP round trip p50 (ms)": percentile(roundTrips, 50),
      "baseline: hook HTTP round trip p95 (ms)": percentile(roundTrips, 95),
    };
  } finally {
    for (const socket of sockets) socket.close();
    await server.stop();
  }
}

/** Phase 3: alerts with media from the synthetic cameras. */
async function withMedia(root) {
  const server = await startChild(root, ["media"]);
  let socket;
  try {
    socket = await connected(server.url, server.token);
    const raisedAt = new Map();
    const mediaAt = new Map();
    socket.on("media available", ({ alertId, media }) => {
      const list = mediaAt.get(alertId) ?? [];
      for (const _ of media) list.push(performance.now());
      mediaAt.set(alertId, list);
    });
    const delays = [];
    let due = Date.now();
    for (let i = 0; i < MEDIA_ALERTS; i++) {
      await waitUntil(() => Date.now() >= due, {
        step: STEP_MS,
        timeout: MEDIA_EVERY_MS * 2,
        what: `alert ${i}'s turn`,
      });
      const sent = performance.now();
      const arrived = new Promise((resolve) =>
        socket.once("alert raised", (alert) => resolve([alert.alertId, performance.now()])),
      );
      await raiseByHook(server.url, {});
      const [alertId, at] = await arrived;
      raisedAt.set(alertId, at);
      delays.push(at - sent);
      due = Date.now() + MEDIA_EVERY_MS;
    }
    const deadline = Date.now() + 60_000;
    const complete = () => [...raisedAt.keys()].every((id) => (mediaAt.get(id)?.length ?? 0) >= 6);
    while (!complete() && Date.now() < deadline) await sleep(100);
    if (!complete()) throw new Error("some alerts did not get their six media within 60 s");
    const first = [...raisedAt].map(([id, at]) => mediaAt.get(id)[0] - at);
    const all = [...raisedAt].map(([id, at]) => mediaAt.get(id)[5] - at);
    return {
      "media on: hook → 'alert raised' p50 (ms)": percentile(delays, 50),
      "media on: hook → 'alert raised' p95 (ms)": percentile(delays, 95),
      "media on: alert → first media p50 (s)": percentile(first, 50) / 1000,
      "media on: alert → six media p50 (s)": percentile(all, 50) / 1000,
      "media on: alert → six media max (s)": Math.max(...all) / 1000,
    };
  } finally {
    socket?.close();
    await server.stop();
  }
}

export async function run({ root }) {
  return { ...(await burstAndLatency(root)), ...(await withMedia(root)) };
}
