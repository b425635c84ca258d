import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { $language } from "../core/i18n/i18n";
import { streamPath } from "../core/navigation/routes";
import type { HistoryPreset, PresetImage } from "../core/schemas/history";
import { useT } from "../ui/use-t";
import { CameraAccordion } from "./camera-accordion";
import { ClipProgress } from "./clip-progress";
import { ControlBar } from "./control-bar";
import { DayStrip } from "./day-strip";
import { fetchPresetImages, requestVideo, type HistoryData } from "./history-store";
import { ImageCarousel } from "./image-carousel";
import { createImageLoader } from "./image-loader";
import { requestableCameras } from "./request-flow";
import { RequestDialog } from "./request-dialog";
import { requestedClips } from "./requested-clips";
import { SelectionBar } from "./selection-bar";
import { TimelineBar } from "./timeline-bar";
import { AlertMarkers } from "./alert-markers";
import { fitView, zoomView, type TimelineView } from "./timeline-geometry";
import { TIMESPAN } from "./timeline-constants";
import { ZoomControls } from "./zoom-controls";
import { setTimelineStart, type HistoryState } from "./timeline-rules";
import { useHistoryState, useNow, useWidth } from "./use-history-state";

interface Props {
  data: HistoryData;
  navigate(path: string): boolean;
  /** The moment the timeline opens on (ms), else the last hour. */
  at?: number;
  onRequested(detail: { cameraId: number; retrievalId: number; start: string; stop: string }): void;
}

const SLOT_PX = 96;

type Carousel = { preset: HistoryPreset; images: PresetImage[]; index: number };

/** The part of the hour on screen (beyond the spec: zoom down to 10 minutes), kept as an offset so it follows the timeline. */
function useZoom(timelineStart: number) {
  const [zoom, setZoom] = useState({ offset: 0, span: TIMESPAN });
  const view = fitView({ start: timelineStart + zoom.offset, span: zoom.span }, timelineStart);
  const onZoom = (factor: number, anchor: number) => {
    const next = zoomView(view, factor, anchor, timelineStart);
    setZoom({ offset: next.start - timelineStart, span: next.span });
  };
  return { view, onZoom };
}

/** The presets' images, loaded for the part of the hour on screen (and disposed with the page). */
function useImages(data: HistoryData, view: TimelineView) {
  const [loader] = useState(() => createImageLoader({ fetchBucket: fetchPresetImages }));
  useEffect(() => () => loader.dispose(), [loader]);
  useStore(loader.$buckets);
  const presetIds = useMemo(() => data.entries.flatMap((e) => e.presets.map((p) => p.id)), [data]);
  useEffect(() => {
    if (presetIds.length > 0) loader.show(view.start, view.start + view.span, presetIds);
  }, [loader, presetIds, view.start, view.span]);
  return loader;
}

interface BoardProps {
  data: HistoryData;
  history: ReturnType<typeof useHistoryState>;
  locale: string;
  now: number;
  navigate(path: string): boolean;
  onOpen(carousel: Carousel): void;
}

/** The board: day strip, zoom, timeline and one accordion per camera, as wide as it is laid out. */
function HistoryBoard({ data, history: { state, apply }, locale, now, navigate, onOpen }: BoardProps) {
  const t = useT("historyTimeline");
  const [measure, boardWidth] = useWidth<HTMLDivElement>();
  // The timeline track and the thumbnail rows: the board less the two 32 px chevrons.
  const width = Math.max(0, boardWidth - 64);
  const { view, onZoom } = useZoom(state.timelineStart);
  const loader = useImages(data, view);
  const dragOrigin = useRef<HistoryState | null>(null);
  const tz = data.timezone;
  const end = view.start + view.span;
  const imagesOf = (presetId: number) => loader.imagesOf(presetId, view.start, end);
  const onDrag = (deltaMs: number | null) => {
    if (deltaMs === null) return void (dragOrigin.current = null);
    const origin = (dragOrigin.current ??= state);
    apply((_, ctx) => setTimelineStart(origin, origin.timelineStart + deltaMs, ctx));
  };
  return (
    <div className="board" ref={measure}>
      <DayStrip entries={data.entries} state={state} apply={apply} tz={tz} locale={locale} now={now} />
      <ZoomControls view={view} onZoom={onZoom} />
      <TimelineBar
        state={state}
        apply={apply}
        width={width}
        tz={tz}
        locale={locale}
        now={now}
        view={view}
        onZoom={onZoom}
        overlay={
          data.unit.kind === "live_unit" && (
            <AlertMarkers
              liveUnitId={data.unit.id}
              view={view}
              width={width}
              tz={tz}
              locale={locale}
              navigate={navigate}
            />
          )
        }
      />
      {loader.failedIn(view.start, end) && (
        <p className="images-error" role="alert">
          {t("imagesFailed")}
        </p>
      )}
      {data.entries.map((entry) => (
        <CameraAccordion
          key={`${entry.kind}:${entry.record.id}`}
          entry={entry}
          view={view}
          width={width}
          slotPx={SLOT_PX}
          tz={tz}
          locale={locale}
          imagesOf={imagesOf}
          onDrag={onDrag}
          onOpen={(preset, image) => {
            const images = loader.imagesOf(preset.id, view.start, end);
            onOpen({ preset, images, index: Math.max(0, images.indexOf(image)) });
          }}
          onStream={(cameraId) => navigate(streamPath(cameraId))}
        />
      ))}
    </div>
  );
}

/** The loaded history page: control bar, timeline, one accordion per camera, carousel and request dialog. */
export function HistoryContent({ data, navigate, at, onRequested }: Props) {
  const locale = useStore($language);
  const history = useHistoryState(data.recordingStart, data.archiveEnd, at);
  const { state, apply, context } = history;
  const now = useNow();
  const [carousel, setCarousel] = useState<Carousel | null>(null);
  const [dialog, setDialog] = useState(false);
  const [clips] = useState(requestedClips);
  const requestedVideos = () => navigate(`/live-unit/${data.unit.id}/requested-video`);
  const tz = data.timezone;
  const cameras = requestableCameras(data.entries.filter((e) => e.kind === "camera").map((e) => e.record));
  const request = async (cameraId: number, title: string) => {
    const stop = state.requestStart + state.durationS * 1000;
    const retrievalId = await requestVideo(cameraId, title, state.requestStart, stop);
    const cameraName = cameras.find((c) => c.id === cameraId)?.name ?? String(cameraId);
    clips.add({ retrievalId, cameraName });
    onRequested({
      cameraId,
      retrievalId,
      start: new Date(state.requestStart).toISOString(),
      stop: new Date(stop).toISOString(),
    });
    return retrievalId;
  };

  return (
    <>
      <ControlBar
        data={data}
        state={state}
        apply={apply}
        now={now}
        locale={locale}
        onRequestedVideos={requestedVideos}
      />
      {state.selectionMode && (
        <SelectionBar
          state={state}
          apply={apply}
          ctx={context()}
          tz={tz}
          locale={locale}
          onRequest={() => setDialog(true)}
        />
      )}
      <ClipProgress clips={clips} onOpenList={requestedVideos} />
      <HistoryBoard data={data} history={history} locale={locale} now={now} navigate={navigate} onOpen={setCarousel} />
      {carousel && (
        <ImageCarousel
          presetName={carousel.preset.name}
          images={carousel.images}
          startIndex={carousel.index}
          tz={tz}
          locale={locale}
          onClose={() => setCarousel(null)}
        />
      )}
      {dialog && (
        <RequestDialog
          cameras={cameras}
          start={state.requestStart}
          durationS={state.durationS}
          tz={tz}
          locale={locale}
          request={request}
          onClose={() => setDialog(false)}
        />
      )}
    </>
  );
}
