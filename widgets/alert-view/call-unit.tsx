import { useT } from "../ui/use-t";
import { Icon } from "./icons";

/**
 * The live footer's Call Unit control (document 3 §2.6). `<vms-voice-call>` is built on another
 * branch; until it lands this renders a disabled 'Call Unit' saying it is not available here. The
 * integrator swaps this body for `<VoiceCall liveUnitId={liveUnitId} />`.
 */
export function CallUnit({ liveUnitId }: { liveUnitId: number }) {
  const t = useT("alertView");
  return (
    <button
      type="button"
      className="footer-button"
      part="footer-button"
      data-live-unit-id={liveUnitId}
      disabled
      title={t("callUnitUnavailable")}
    >
      <Icon name="phone" />
      {t("callUnit")}
    </button>
  );
}
