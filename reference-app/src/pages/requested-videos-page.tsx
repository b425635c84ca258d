import { useStore } from "@nanostores/react";
import { redirectPage } from "@nanostores/router";
import { RequestedVideos, UnitHeader } from "vms-widgets";
import { $router } from "../router";

const POSITIVE_ID = /^[1-9]\d{0,9}$/;

/**
 * `/live-unit/{liveUnitId}/requested-video`: the Previously Requested Videos list. `video_id`
 * (numeric) and `video_type` (dewarped) in the URL open a preview; opening and closing one keeps
 * the URL in step (replaced, not pushed), so a copied address reopens the same preview. The unit
 * header (back, title, Cameras and History tabs) sits above it, as on the history page.
 */
export function RequestedVideosPage() {
  const page = useStore($router);
  if (page?.route !== "requestedVideo") return null;
  const { liveUnitId } = page.params;
  const videoId = POSITIVE_ID.test(page.search.video_id ?? "") ? Number(page.search.video_id) : undefined;
  const videoType = page.search.video_type === "dewarped" ? "dewarped" : undefined;
  const here = { route: "requestedVideo" as const, params: { liveUnitId } };
  const unitId = POSITIVE_ID.test(liveUnitId) ? Number(liveUnitId) : undefined;
  return (
    <div className="app-requested-videos">
      {unitId !== undefined && <UnitHeader liveUnitId={unitId} page="requested-video" />}
      <RequestedVideos
        liveUnitId={unitId}
        videoId={videoId}
        videoType={videoType}
        onPreviewOpen={(detail) =>
          redirectPage($router, here, {
            video_id: String(detail.videoId),
            ...(detail.videoType === "dewarped" ? { video_type: "dewarped" } : {}),
          })
        }
        onPreviewClose={() => redirectPage($router, here, {})}
      />
    </div>
  );
}
