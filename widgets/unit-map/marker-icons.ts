import L from "leaflet";
import type { PointKind } from "./map-points";

/** A div icon that carries an accessible name and a button role. */
class LabelledIcon extends L.DivIcon {
  constructor(
    options: L.DivIconOptions,
    private readonly label: string,
  ) {
    super(options);
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    const element = super.createIcon(oldIcon);
    element.setAttribute("role", "button");
    element.setAttribute("aria-label", this.label);
    return element;
  }
}

/** The marker's target (WCAG 2.5.8: at least 24 px); the shape drawn inside is 18 px (see the CSS). */
const SIZE = 24;
/** Cabinets often stand where a live unit is: their square sits up and to the right so both stay clickable. */
const CABINET_SHIFT = 9;

/** A unit marker: a circle (live), a diamond (deactivated) or a square (cabinet); see the CSS. */
export function unitIcon(kind: PointKind, label: string, groupSize: number): L.DivIcon {
  const shift = kind === "cabinet" ? CABINET_SHIFT : 0;
  return new LabelledIcon(
    {
      className: `vms-marker vms-marker--${kind}`,
      html:
        (kind === "deactivated" ? '<span class="vms-marker__diamond"></span>' : "") +
        (groupSize > 1 ? `<span class="vms-marker__badge">${groupSize}</span>` : ""),
      iconSize: [SIZE, SIZE],
      iconAnchor: [SIZE / 2 - shift, SIZE / 2 + shift],
    },
    label,
  );
}

function clusterSize(count: number): number {
  if (count < 100) return 34;
  if (count < 1000) return 40;
  return 48;
}

/** A cluster marker showing its member count. */
export function clusterIcon(count: number, label: string): L.DivIcon {
  const size = clusterSize(count);
  const text = count >= 10000 ? `${Math.round(count / 1000)}k` : String(count);
  return new LabelledIcon(
    {
      className: "vms-cluster",
      html: `<span class="vms-cluster__count">${text}</span>`,
      iconSize: [size, size],
      iconAnchor: [size / 2, size / 2],
    },
    label,
  );
}
