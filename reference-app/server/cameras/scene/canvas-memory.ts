/**
 * How long the canvas library's allocator keeps memory it freed before giving it back to the
 * system. Set before `@napi-rs/canvas` loads (its allocator, mimalloc, reads the setting once, when
 * the library loads): `./canvas.ts` imports this module first, and is the only way the server
 * loads the library.
 *
 * Why (issue 21): every live frame read back from the canvas (`canvas.data()`, 230 KB a
 * substream frame, 920 KB a main one) is a buffer that allocator makes and frees. By default it
 * hands freed memory back 10 ms later, in 2 MB pages (transparent huge pages), so nearly every
 * frame faulted a fresh 2 MB page in and the kernel zeroed it: a CPU profile (perf) of the frame
 * loop put 73 % of its time in the kernel's page clearing, and a main-stream frame cost 2.7 ms of
 * CPU instead of 0.3 ms. Kept for a second, the memory is reused frame after frame (the feeds
 * draw several frames a second) and still goes back once the feeds stop. An operator's own
 * MIMALLOC_PURGE_DELAY is kept.
 */
export const CANVAS_PURGE_DELAY_MS = 1000;

process.env.MIMALLOC_PURGE_DELAY ??= String(CANVAS_PURGE_DELAY_MS);
