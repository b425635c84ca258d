import { expect, it } from "vitest";
import { createStartQueue, FeedStartSkipped } from "./start-queue";

/** A start that ends when told. */
function start(log: string[], name: string) {
  let finish!: () => void;
  const ended = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: async () => {
      log.push(name);
      await ended;
      return name;
    },
    finish,
  };
}
const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

it("runs a few starts at once in order; a promoted one runs at once, past the limit", async () => {
  const queue = createStartQueue(2);
  const log: string[] = [];
  const starts = ["a", "b", "c", "d", "e"].map((n) => start(log, n));
  const added = starts.map((s) => queue.add(s.run, () => false));
  await turn();
  expect(log).toEqual(["a", "b"]);
  expect(queue.load).toEqual({ running: 2, waiting: 3 });
  // A viewer for "e": its start goes now.
  added[4]!.promote();
  added[4]!.promote(); // twice is once
  await turn();
  expect(log).toEqual(["a", "b", "e"]);
  expect(queue.load).toEqual({ running: 3, waiting: 2 });
  starts[4]!.finish();
  starts[0]!.finish();
  await expect(added[4]!.done).resolves.toBe("e");
  await turn();
  // Two ended, one running: "c" goes (the limit counts the promoted one too).
  expect(log).toEqual(["a", "b", "e", "c"]);
  added[1]!.promote(); // already running: nothing
  starts[1]!.finish();
  await turn();
  expect(log).toEqual(["a", "b", "e", "c", "d"]);
  starts[2]!.finish();
  starts[3]!.finish();
  await expect(Promise.all(added.map((a) => a.done))).resolves.toEqual(["a", "b", "c", "d", "e"]);
  await turn();
  expect(queue.load).toEqual({ running: 0, waiting: 0 });
});

it("a failed start frees its place; a start whose feed stopped before its turn is skipped", async () => {
  const queue = createStartQueue(1);
  const log: string[] = [];
  const failing = queue.add(
    async () => {
      log.push("failing");
      throw new Error("no camera");
    },
    () => false,
  );
  let stopped = false;
  const skipped = queue.add(
    async () => {
      log.push("skipped");
    },
    () => stopped,
  );
  stopped = true;
  const next = start(log, "next");
  const last = queue.add(next.run, () => false);
  await expect(failing.done).rejects.toThrow("no camera");
  await expect(skipped.done).rejects.toBeInstanceOf(FeedStartSkipped);
  await turn();
  expect(log).toEqual(["failing", "next"]);
  next.finish();
  await expect(last.done).resolves.toBe("next");
});
