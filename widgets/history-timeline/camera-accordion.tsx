import { useState } from "react";
import { homeSuffixShown } from "../core/camera/preset-label";
import type { HistoryPreset, PresetImage } from "../core/schemas/history";
import { useT } from "../ui/use-t";
import { CameraStreamMenu } from "./camera-stream-menu";
import { initiallyExpanded, type HistoryEntry } from "./history-store";
import { PresetRow } from "./preset-row";
import type { TimelineView } from "./timeline-geometry";

interface Props {
  entry: HistoryEntry;
  view: TimelineView;
  width: number;
  slotPx: number;
  tz: string;
  locale: string;
  imagesOf(presetId: number): PresetImage[];
  onDrag(deltaMs: number | null): void;
  onOpen(preset: HistoryPreset, image: PresetImage): void;
  onStream(cameraId: number): void;
}

/**
 * One camera's (or the cabinet's) accordion (document 2 §2): its name, a menu with 'Stream Camera'
 * for cameras that can stream, and its presets, the default one (else the first) expanded; the home
 * preset is labelled '(Home)'.
 */
export function CameraAccordion({ entry, view, width, slotPx, tz, locale, imagesOf, onDrag, onOpen, onStream }: Props) {
  const t = useT("historyTimeline");
  const [open, setOpen] = useState(true);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => {
    const first = initiallyExpanded(entry.presets);
    return new Set(first === null ? [] : [first]);
  });
  const { record } = entry;
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section part="camera" className="camera" aria-label={record.name}>
      <div className="camera-head">
        <button type="button" className="camera-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
          <span className="caret" aria-hidden="true">
            {open ? "▾" : "▸"}
          </span>
          <span className="camera-name">{record.name}</span>
        </button>
        {record.notRecordingReason && (
          <span className="muted">{t("notRecording", { reason: record.notRecordingReason })}</span>
        )}
        {entry.kind === "camera" && record.canStream && (
          <CameraStreamMenu name={record.name} onStream={() => onStream(record.id)} />
        )}
      </div>
      {open && entry.presets.length === 0 && <p className="muted">{t("noPresets")}</p>}
      {open &&
        entry.presets.map((preset) => {
          const shown = expanded.has(preset.id);
          return (
            <div key={preset.id} className="preset">
              <button type="button" className="preset-toggle" aria-expanded={shown} onClick={() => toggle(preset.id)}>
                <span className="caret" aria-hidden="true">
                  {shown ? "▾" : "▸"}
                </span>
                {preset.name}
                {homeSuffixShown(preset.name, preset.isHome, t("home")) && <span className="home"> {t("home")}</span>}
              </button>
              {shown && (
                <PresetRow
                  preset={preset}
                  images={imagesOf(preset.id)}
                  view={view}
                  width={width}
                  slotPx={slotPx}
                  tz={tz}
                  locale={locale}
                  onDrag={onDrag}
                  onOpen={(image) => onOpen(preset, image)}
                />
              )}
            </div>
          );
        })}
    </section>
  );
}
