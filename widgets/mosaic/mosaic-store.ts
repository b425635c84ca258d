import { atom, type ReadableAtom } from "nanostores";
import { callApi } from "../core/api/call-api";
import { remoteStore, type RemoteStore } from "../core/api/remote-store";
import { stream } from "../core/contract/stream-calls";
import type { Mosaic } from "../core/schemas/mosaic";

/** What a mosaic shows: a saved mosaic, every camera of a live unit, or the cameras of a camera list. */
export type MosaicSource = { kind: "mosaic" | "liveUnit" | "camList"; id: number };

/**
 * The source from the widget's props (document 3 §5: the mosaic is fetched only when its id is a
 * truthy number); a live unit id wins over a camera list id, which wins over a mosaic id; null:
 * nothing to load.
 */
export function mosaicSource(
  mosaicId: number | undefined,
  liveUnitId: number | undefined,
  camListId?: number,
): MosaicSource | null {
  if (liveUnitId) return { kind: "liveUnit", id: liveUnitId };
  if (camListId) return { kind: "camList", id: camListId };
  if (mosaicId && Number.isInteger(mosaicId)) return { kind: "mosaic", id: mosaicId };
  return null;
}

/** Where the top bar's back button goes: the favourites page for a camera list, else `/` (document 3 §2.5). */
export function mosaicBackPath(source: MosaicSource | null): string {
  return source?.kind === "camList" ? "/favorites" : "/";
}

/** Loads a mosaic (`data.data` of the answer; the server lists only cameras with presets). */
export async function loadMosaic(source: MosaicSource, signal: AbortSignal): Promise<Mosaic> {
  if (source.kind === "liveUnit")
    return (await callApi(stream.liveUnitMosaic, { params: { liveUnitId: source.id }, signal })).data.data;
  if (source.kind === "camList")
    return (await callApi(stream.camListMosaic, { params: { favoriteListId: source.id }, signal })).data.data;
  return (await callApi(stream.mosaic, { params: { mosaicId: source.id }, signal })).data.data;
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
