import { useT } from "../ui/use-t";
import { VideoTableRow, type VideoTableRowProps } from "./video-table-row";
import type { VideoRow } from "./video-rows";

interface Props extends Omit<VideoTableRowProps, "row"> {
  rows: readonly VideoRow[];
}

/** The table of requested videos: a row opens its preview; share and download act on the row only. */
export function VideoTable({ rows, ...rowProps }: Props) {
  const t = useT("requestedVideos");
  return (
    <table className="table" part="table">
      <thead>
        <tr>
          <th scope="col">{t("columns.thumbnail")}</th>
          <th scope="col">{t("columns.camera")}</th>
          <th scope="col">{t("columns.recorded")}</th>
          <th scope="col">{t("columns.requested")}</th>
          <th scope="col">{t("columns.requestedBy")}</th>
          <th scope="col">{t("columns.actions")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <VideoTableRow key={row.key} row={row} {...rowProps} />
        ))}
      </tbody>
    </table>
  );
}
