import { atom, type ReadableAtom } from "nanostores";
import { callApi } from "../core/api/call-api";
import { remoteStore, type RemoteStore } from "../core/api/remote-store";
import { stream } from "../core/contract/stream-calls";
import type { Mosaic } from "../core/schemas/mosaic";

/** What a mosaic shows: a saved mosaic, or every camera of a live unit. */
export type MosaicSource = { kind: "mosaic"; id: number } | { kind: "liveUnit"; id: number };

/**
 * The source from the widget's props (document 3 §5: the mosaic is fetched only when its id is a
 * truthy number); a live unit id wins over a mosaic id; null: nothing to load.
 */
export function mosaicSource(mosaicId: number | undefined, liveUnitId: number | undefined): MosaicSource | null {
  if (liveUnitId) return { kind: "liveUnit", id: liveUnitId };
  if (mosaicId && Number.isInteger(mosaicId)) return { kind: "mosaic", id: mosaicId };
  return null;
}

/** Loads a mosaic (`data.data` of the answer; the server lists only cameras with presets). */
export async function loadMosaic(source: MosaicSource, signal: AbortSignal): Promise<Mosaic> {
  const answer =
    source.kind === "liveUnit"
      ? await callApi(stream.liveUnitMosaic, { params: { liveUnitId: source.id }, signal })
      : await callApi(stream.mosaic, { params: { mosaicId: source.id }, signal });
  return answer.data.data;
}

/** One mosaic's data per widget instance (two mosaics on a page do not share it). */
export interface MosaicStore {
  $source: ReturnType<typeof atom<MosaicSource | null>>;
  $mosaic: RemoteStore<Mosaic>;
}

export function createMosaicStore(initial: MosaicSource | null = null): MosaicStore {
  const $source = atom<MosaicSource | null>(initial);
  const $mosaic = remoteStore<Mosaic, MosaicSource>({
    input: $source as ReadableAtom<MosaicSource | null>,
    load: loadMosaic,
    name: "mosaic",
  });
  return { $source, $mosaic };
}
