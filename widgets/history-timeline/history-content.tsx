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
import { fitView, zoomView } from "./timeline-geometry";
import { TIMESPAN } from "./timeline-constants";
import { ZoomControls } from "./zoom-controls";
import { setTimelineStart, type HistoryState } from "./timeline-rules";
import { useHistoryState, useNow, useWidth } from "./use-history-state";

interface Props {
  data: HistoryData;
  navigate(path: string): boolean;
  onRequested(detail: { cameraId: number; retrievalId: number; start: string; stop: string }): void;
}

const SLOT_PX = 96;

/** The loaded history page: control bar, timeline, one accordion per camera, carousel and request dialog. */
export function HistoryContent({ data, navigate, onRequested }: Props) {
  const t = useT("historyTimeline");
  const locale = useStore($language);
  const { state, apply, context } = useHistoryState(data.recordingStart, data.archiveEnd);
  const now = useNow();
  const [measure, boardWidth] = useWidth<HTMLDivElement>();
  // The timeline track and the thumbnail rows: the board less the two 32 px chevrons.
  const width = Math.max(0, boardWidth - 64);
  const [loader] = useState(() => createImageLoader({ fetchBucket: fetchPresetImages }));
  useEffect(() => () => loader.dispose(), [loader]);
  useStore(loader.$buckets);
  // The part of the hour on screen (beyond the spec: zoom down to 10 minutes), kept as an offset so it follows the timeline.
  const [zoom, setZoom] = useState({ offset: 0, span: TIMESPAN });
  const view = fitView({ start: state.timelineStart + zoom.offset, span: zoom.span }, state.timelineStart);
  const onZoom = (factor: number, anchor: number) => {
    const next = zoomView(view, factor, anchor, state.timelineStart);
    setZoom({ offset: next.start - state.timelineStart, span: next.span });
  };
  const presetIds = useMemo(() => data.entries.flatMap((e) => e.presets.map((p) => p.id)), [data]);
  useEffect(() => {
    if (presetIds.length > 0) loader.show(view.start, view.start + view.span, presetIds);
  }, [loader, presetIds, view.start, view.span]);
  const dragOrigin = useRef<HistoryState | null>(null);
  const [carousel, setCarousel] = useState<{ preset: HistoryPreset; images: PresetImage[]; index: number } | null>(
    null,
  );
  const [dialog, setDialog] = useState(false);
  const [clips] = useState(requestedClips);
  const requestedVideos = () => navigate(`/live-unit/${data.unit.id}/requested-video`);
  const tz = data.timezone;
  const end = view.start + view.span;
  const imagesOf = (presetId: number) => loader.imagesOf(presetId, view.start, end);
  const cameras = requestableCameras(data.entries.filter((e) => e.kind === "camera").map((e) => e.record));

  const onDrag = (deltaMs: number | null) => {
    if (deltaMs === null) return void (dragOrigin.current = null);
    const origin = (dragOrigin.current ??= state);
    apply((_, ctx) => setTimelineStart(origin, origin.timelineStart + deltaMs, ctx));
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
              setCarousel({ preset, images, index: Math.max(0, images.indexOf(image)) });
            }}
            onStream={(cameraId) => navigate(streamPath(cameraId))}
          />
        ))}
      </div>
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
          request={async (cameraId, title) => {
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
          }}
          onClose={() => setDialog(false)}
        />
      )}
    </>
  );
}
