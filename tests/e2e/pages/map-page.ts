import type { Locator, Page } from "@playwright/test";

/** The unit map (`vms-unit-map` / `UnitMap`) on the `/` page. Actions and queries only, no assertions. */
export class MapPage {
  readonly canvas: Locator;
  readonly loading: Locator;
  readonly clusters: Locator;
  readonly markers: Locator;
  readonly liveMarkers: Locator;
  readonly filters: Locator;
  readonly basemap: Locator;
  readonly fitButton: Locator;
  readonly mapPane: Locator;

  constructor(readonly page: Page) {
    this.canvas = page.getByRole("region", { name: "Map of live units and archive cabinets" });
    this.loading = page.getByRole("status").filter({ hasText: "Loading..." });
    this.clusters = page.locator(".vms-cluster");
    this.markers = page.locator(".vms-marker");
    this.liveMarkers = page.locator(".vms-marker--live");
    this.filters = page.getByRole("group", { name: "Filters" });
    this.basemap = page.locator(".leaflet-vms-basemap-pane canvas");
    this.fitButton = page.getByRole("button", { name: "Centre the map on all units" });
    this.mapPane = page.locator(".leaflet-map-pane");
  }

  async goto(): Promise<void> {
    await this.page.goto("/");
  }

  /** Waits until the first search succeeded ('Loading...' gone) and markers or clusters are drawn. */
  async waitForUnits(): Promise<void> {
    await this.canvas.waitFor();
    await this.loading.waitFor({ state: "detached", timeout: 20_000 });
    await this.page.locator(".vms-cluster, .vms-marker").first().waitFor();
  }

  filter(name: "All" | "Archive Cabinet" | "Deactivated" | "Live Unit"): Locator {
    return this.filters.getByRole("checkbox", { name, exact: true });
  }

  async zoom(): Promise<number> {
    return Number(await this.canvas.getAttribute("data-zoom"));
  }

  /** The share of the basemap canvas's pixels that are drawn (land and borders), 0 to 1. */
  async basemapCoverage(): Promise<number> {
    return this.basemap.first().evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext("2d");
      if (!context || canvas.width === 0 || canvas.height === 0) return 0;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let drawn = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) drawn += 1;
      return drawn / (data.length / 4);
    });
  }

  /** The number of units the drawn clusters and markers stand for. */
  async unitsShown(): Promise<number> {
    const counts = await this.clusters.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute("aria-label") ?? ""),
    );
    const inClusters = counts.reduce((sum, label) => sum + Number(/\d+/.exec(label)?.[0] ?? 0), 0);
    return inClusters + (await this.markers.count());
  }

  /** Clicks the cluster that holds the most units; returns its count. */
  async clickLargestCluster(): Promise<number> {
    const labels = await this.clusters.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute("aria-label") ?? ""),
    );
    const counts = labels.map((label) => Number(/\d+/.exec(label)?.[0] ?? 0));
    const index = counts.indexOf(Math.max(...counts));
    await this.clusters.nth(index).click();
    return counts[index] ?? 0;
  }

  /** Waits (up to `timeout` ms) until the zoom is above `zoom`, then for the new view's markers. */
  async waitForZoomAbove(zoom: number, timeout = 5000): Promise<void> {
    await this.waitForDrawn({ zoomAbove: zoom, timeout: timeout + 10_000 });
  }

  /**
   * Waits until the map holds still and its markers are drawn (and, with `zoomAbove`, zoomed past
   * it): the zoom, the markers and clusters and where they are stay the same for 10 animation frames
   * in a row (an animating zoom or pan, or markers still being added, change them every frame).
   */
  async waitForDrawn({ zoomAbove = -Infinity, timeout = 10_000 } = {}): Promise<void> {
    await this.canvas.evaluate(
      (canvas, { zoomAbove, timeout }) =>
        new Promise<void>((resolve, reject) => {
          const started = performance.now();
          let last = "";
          let same = 0;
          const look = () => {
            const markers = [...canvas.querySelectorAll(".leaflet-marker-icon")].map((node) => {
              const r = node.getBoundingClientRect();
              return `${node.getAttribute("aria-label")}@${Math.round(r.x)},${Math.round(r.y)}`;
            });
            const zoom = Number(canvas.getAttribute("data-zoom"));
            const now = `${zoom}|${canvas.classList.contains("leaflet-zoom-anim")}|${markers.join(";")}`;
            same = now === last && zoom > zoomAbove ? same + 1 : 0;
            last = now;
            if (same >= 10) return resolve();
            if (performance.now() - started > timeout) return reject(new Error("the map did not settle"));
            requestAnimationFrame(look);
          };
          look();
        }),
      { zoomAbove, timeout },
    );
  }

  /** Clicks the largest cluster until single live-unit markers show (at most `rounds` clicks). */
  async zoomUntilLiveMarkers(rounds = 12): Promise<void> {
    for (let round = 0; round < rounds && (await this.liveMarkers.count()) === 0; round++) {
      const before = await this.zoom();
      await this.clickLargestCluster();
      await this.waitForZoomAbove(before);
    }
  }

  /** Archive-cabinet markers that stand for a group (they carry a count badge). */
  groupMarkers(): Locator {
    return this.page.locator(".vms-marker--cabinet:has(.vms-marker__badge)");
  }

  /** The list a group marker opens, one button per cabinet. */
  groupList(): Locator {
    return this.page.locator(".vms-group");
  }

  /** The name in a marker's accessible name ("Live Unit: {name}"). */
  async markerName(marker: Locator): Promise<string> {
    const label = (await marker.getAttribute("aria-label")) ?? "";
    return label.slice(label.indexOf(": ") + 2);
  }

  /** Drags the map by (dx, dy) pixels from its centre with the mouse. */
  async drag(dx: number, dy: number): Promise<void> {
    const box = await this.canvas.boundingBox();
    if (!box) return;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx, y + dy, { steps: 12 });
    await this.page.mouse.up();
  }

  /** Turns the mouse wheel over the map's centre. */
  async wheel(deltaY: number): Promise<void> {
    const box = await this.canvas.boundingBox();
    if (!box) return;
    await this.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await this.page.mouse.wheel(0, deltaY);
  }

  /** How far (px) the marker named `name` is from the centre of the map, or null when not drawn. */
  async offsetFromCentre(name: string): Promise<{ dx: number; dy: number } | null> {
    const marker = this.page.locator(`.vms-marker[aria-label$=": ${name}"]`).first();
    const [box, canvas] = await Promise.all([marker.boundingBox(), this.canvas.boundingBox()]);
    if (!box || !canvas) return null;
    return {
      dx: box.x + box.width / 2 - (canvas.x + canvas.width / 2),
      dy: box.y + box.height / 2 - (canvas.y + canvas.height / 2),
    };
  }

  async paneTransform(): Promise<string> {
    return this.mapPane.evaluate((pane) => (pane as HTMLElement).style.transform);
  }
}
