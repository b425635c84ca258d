import { KIND_OF_INDEX, type ResultKind, type SearchHit, type SearchRights } from "../core/schemas/search";
import { isDeactivated } from "../core/units/activation";
import { validCoordinates } from "../core/units/coordinates";
import { fieldParts, partsText, type TextPart } from "./highlight";
import { holdsRight, type ButtonState } from "../core/units/rights";

export type { ButtonState } from "../core/units/rights";

/** What one result row shows and does; built from a hit and the user's rights. */
export interface ResultRow {
  key: string;
  kind: ResultKind;
  id: number;
  /** Plain name, for accessible labels and the selection. */
  label: string;
  name: TextPart[];
  serial: TextPart[];
  clientName: TextPart[];
  /** Street line and "city, state zip" line; null when no address is saved. */
  address: { street: TextPart[]; place: TextPart[] } | null;
  clientId: number | null;
  deactivated: boolean;
  position: { lat: number; lng: number } | null;
  stream: ButtonState;
  history: ButtonState;
}

function joinPlace(hit: SearchHit): TextPart[] {
  const city = fieldParts(hit, "location_city");
  const state = fieldParts(hit, "location_state");
  const zip = fieldParts(hit, "location_zip");
  const out: TextPart[] = [...city];
  if (city.length && (state.length || zip.length)) out.push({ text: ", ", match: false });
  out.push(...state);
  if (state.length && zip.length) out.push({ text: " ", match: false });
  out.push(...zip);
  return out;
}

const enabledIf = (allowed: boolean): ButtonState => (allowed ? "enabled" : "disabled");

/** Maps a hit to its row: kind by index, address or none, buttons by kind and rights. */
export function toResultRow(hit: SearchHit, rights: SearchRights | undefined, now = Date.now()): ResultRow {
  const source = hit._source;
  const kind = KIND_OF_INDEX[hit._index];
  const isUnit = kind === "live_unit" || kind === "archive_cabinet";
  const street = fieldParts(hit, "location_street");
  const place = joinPlace(hit);
  const deactivated = kind === "live_unit" && isDeactivated(source.date_activated, source.date_deactivated, now);
  const cameras = source.cameras ?? [];
  const clientId = source.client_id ?? null;
  let stream: ButtonState = "hidden";
  let history: ButtonState = "hidden";
  if (kind === "live_unit") {
    stream = enabledIf(!deactivated && holdsRight(rights?.rights.stream, clientId, cameras));
    history = enabledIf(holdsRight(rights?.rights.request_video, clientId, cameras));
  } else if (kind === "archive_cabinet") {
    // Cabinets can neither stream nor request video: their recorded history is always offered.
    history = "enabled";
  }
  const name = fieldParts(hit, "name");
  return {
    key: `${hit._index}:${hit._id}`,
    kind,
    id: source.id,
    label: partsText(name) || source.name,
    name,
    serial: kind === "live_unit" ? fieldParts(hit, "serial") : [],
    clientName: kind === "client" ? [] : fieldParts(hit, "client_name"),
    address: isUnit ? (street.length || place.length ? { street, place } : null) : null,
    clientId,
    deactivated,
    position: isUnit ? validCoordinates(source.latitude, source.longitude) : null,
    stream,
    history,
  };
}
