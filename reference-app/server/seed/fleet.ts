import { CITIES, STREET_NAMES, type City } from "./places";
import {
  CAMERA_NAMES,
  CLIENT_NAMES,
  HEALTH_TEXTS,
  LOCATION_KINDS,
  MOUNTING_STRUCTURES,
  PRESET_NAMES,
  REGION_AREAS,
  SPEAKER_SOUNDS,
  UNIT_KINDS,
  shortClientName,
} from "./names";
import { createRandom, type Random } from "./prng";
import { cameraCapabilities, cameraPermissions } from "./camera-features";

export const FLEET_SIZE = { clients: 60, regions: 200, liveUnits: 12000, archiveCabinets: 2500, camerasPerUnit: 3 };
/** The unit whose name is markup, in the operator's client (client 1), for XSS tests. */
export const XSS_UNIT_NAME = "<img src=x onerror=alert(1)>";
/** Client ids by demo user (see seed/users.ts). */
export const OPERATOR_CLIENT_ID = 1;
export const MULTI_CLIENT_IDS = [2, 3, 4, 5, 6, 7, 8, 9];

export type Coordinate = number | string | null;
export interface ClientRow {
  id: number;
  name: string;
}
export interface RegionRow {
  id: number;
  clientId: number;
  name: string;
}
export interface LocationRow {
  id: number;
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  timeZone: string;
}
export interface LiveUnitRow {
  id: number;
  clientId: number;
  regionId: number | null;
  locationId: number | null;
  name: string;
  serial: string;
  latitude: Coordinate;
  longitude: Coordinate;
  mountingStructure: string | null;
  dateActivated: string | null;
  dateDeactivated: string | null;
  primaryCameraId: number;
  healthColor: string;
  healthStartColor: string | null;
  healthStatus: string;
  healthFlapping: boolean;
  healthOverlay: string | null;
}
export interface CameraRow {
  id: number;
  liveUnitId: number;
  position: number;
  name: string;
  active: boolean;
  thumbnailPresetId: number;
  capabilities: string;
  permissions: string;
  healthColor: string;
  healthStatus: string;
  healthFlapping: boolean;
  patrolSuspended: boolean;
}
export interface PresetRow {
  id: number;
  cameraId: number;
  name: string;
  isHome: boolean;
  isDefault: boolean;
}
export interface CabinetRow {
  id: number;
  clientId: number;
  regionId: number | null;
  locationId: number | null;
  name: string;
  cameraName: string | null;
  liveUnitName: string;
  latitude: Coordinate;
  longitude: Coordinate;
}
export interface Fleet {
  clients: ClientRow[];
  regions: RegionRow[];
  locations: LocationRow[];
  liveUnits: LiveUnitRow[];
  cameras: CameraRow[];
  presets: PresetRow[];
  cabinets: CabinetRow[];
}

interface ClientPlan {
  client: ClientRow;
  short: string;
  cities: City[];
  regions: { row: RegionRow; cities: City[] }[];
  counter: number;
}

const DAY = 86_400_000;
const iso = (ms: number): string => new Date(Math.floor(ms / DAY) * DAY).toISOString();
const round = (n: number, digits = 6): number => Number(n.toFixed(digits));
const pad = (n: number, width = 4): string => String(n).padStart(width, "0");

function planClients(rng: Random): ClientPlan[] {
  const plans: ClientPlan[] = CLIENT_NAMES.slice(0, FLEET_SIZE.clients).map((name, i) => {
    const footprint = new Set<City>();
    const size = i === 0 ? 6 : rng.int(4, 24);
    while (footprint.size < size) footprint.add(rng.pick(CITIES));
    return {
      client: { id: i + 1, name },
      short: shortClientName(name),
      cities: [...footprint],
      regions: [],
      counter: 0,
    };
  });
  // Regions: every multi-user client has some; client 1 (operator) has none; others vary.
  const regionCounts = plans.map(() => 0);
  for (const id of MULTI_CLIENT_IDS) regionCounts[id - 1] = rng.int(5, 9);
  let total = regionCounts.reduce((a, b) => a + b, 0);
  while (total < FLEET_SIZE.regions) {
    const index = rng.int(9, plans.length - 1);
    if (index % 3 === 0 || (regionCounts[index] ?? 0) >= 10) continue;
    regionCounts[index] = (regionCounts[index] ?? 0) + 1;
    total++;
  }
  let regionId = 1;
  plans.forEach((plan, index) => {
    const count = regionCounts[index] ?? 0;
    while (plan.cities.length < count) plan.cities.push(rng.pick(CITIES));
    for (let r = 0; r < count; r++) {
      const area = REGION_AREAS[(index * 7 + r) % REGION_AREAS.length] ?? "Central";
      const row = { id: regionId++, clientId: plan.client.id, name: `${plan.short} ${area}` };
      plan.regions.push({ row, cities: plan.cities.filter((_, c) => c % count === r) });
    }
  });
  return plans;
}

function healthOf(rng: Random, live: boolean): { color: string; status: string; flapping: boolean } {
  if (!live) return { color: "grey", status: "Not reporting", flapping: false };
  const roll = rng.next();
  const color = roll < 0.78 ? "green" : roll < 0.88 ? "yellow" : roll < 0.95 ? "red" : "grey";
  return {
    color,
    status: rng.pick(HEALTH_TEXTS[color] ?? ["Unknown"]),
    flapping: color !== "grey" && rng.chance(0.04),
  };
}

const SEVERITY: Record<string, number> = { green: 0, grey: 1, yellow: 2, red: 3 };

function invalidCoordinate(rng: Random, lat: number, lng: number, variant: number): [Coordinate, Coordinate] {
  const variants: [Coordinate, Coordinate][] = [
    [null, null],
    [null, lng],
    [String(lat), String(lng)],
    [round(95 + rng.next() * 5, 4), lng],
    [lat, round(-190 - rng.next() * 10, 4)],
    ["abc", "def"],
    [lat, null],
    ["", ""],
    [round(-91.5, 4), lng],
    [lat, "n/a"],
  ];
  return variants[variant % variants.length] ?? [null, null];
}

/** Generates the whole demo fleet from the fixed seed: same seed, same fleet. */
export function generateFleet(seed: number): Fleet {
  const rng = createRandom(seed);
  const plans = planClients(rng);
  const weights = plans.map((_, i) => (i === 0 ? 2.2 : Math.exp(rng.next() * 3)));
  const weightTotal = weights.reduce((a, b) => a + b, 0);
  const fleet: Fleet = {
    clients: plans.map((p) => p.client),
    regions: plans.flatMap((p) => p.regions.map((r) => r.row)),
    locations: [],
    liveUnits: [],
    cameras: [],
    presets: [],
    cabinets: [],
  };
  const serials = new Set<string>();
  const invalidAt = new Set<number>();
  while (invalidAt.size < 20) invalidAt.add(rng.int(2, FLEET_SIZE.liveUnits));
  const start = Date.UTC(2019, 0, 1);
  const end = Date.UTC(2026, 5, 1);

  const place = (plan: ClientPlan): { regionId: number | null; city: City; lat: number; lng: number } => {
    const region = plan.regions.length > 0 ? rng.pick(plan.regions) : null;
    const city = rng.pick(region && region.cities.length > 0 ? region.cities : plan.cities);
    return {
      regionId: region?.row.id ?? null,
      city,
      lat: round(city.lat + (rng.next() - 0.5) * 0.3),
      lng: round(city.lng + (rng.next() - 0.5) * 0.36),
    };
  };
  const addLocation = (plan: ClientPlan, city: City): number => {
    const id = fleet.locations.length + 1;
    fleet.locations.push({
      id,
      name: `${plan.short} ${city.name} ${rng.pick(LOCATION_KINDS)}`,
      street: `${rng.int(100, 9899)} ${rng.pick(STREET_NAMES)}`,
      city: city.name,
      state: city.state,
      zip: `${city.zip}${pad(rng.int(1, 99), 2)}`,
      timeZone: city.timeZone,
    });
    return id;
  };

  for (let id = 1; id <= FLEET_SIZE.liveUnits; id++) {
    const plan = id === 1 ? plans[0]! : plans[rng.weighted(weights, weightTotal)]!;
    plan.counter++;
    const where = place(plan);
    const locationId = rng.chance(0.03) ? null : addLocation(plan, where.city);
    let serial = "";
    do serial = `LVT-${rng.int(1, 0xffffff).toString(16).toUpperCase().padStart(6, "0")}`;
    while (serials.has(serial));
    serials.add(serial);
    const activated = rng.chance(0.015)
      ? Date.UTC(2027, rng.int(0, 11), rng.int(1, 28))
      : start + rng.next() * (end - start);
    const deactRoll = rng.next();
    const deactivated =
      deactRoll < 0.07
        ? activated + rng.next() * (Date.UTC(2026, 9, 1) - activated)
        : deactRoll < 0.1
          ? Date.UTC(2027, rng.int(0, 11), rng.int(1, 28))
          : null;
    const live = activated < Date.UTC(2026, 10, 1) && (deactivated === null || deactivated > Date.UTC(2026, 11, 31));
    const [latitude, longitude] = invalidAt.has(id)
      ? invalidCoordinate(rng, where.lat, where.lng, invalidAt.size + id)
      : [where.lat, where.lng];
    const kind = rng.pick(UNIT_KINDS);
    const label = `${kind} ${pad(plan.counter)}`;
    const name = id === 1 ? XSS_UNIT_NAME : `${label} - ${plan.short} ${where.city.name}`;
    const unitFeatures = {
      lights: rng.chance(0.7),
      manyLights: rng.chance(0.05),
      heater: rng.chance(0.4),
      sounds: rng.chance(0.6),
      talkdown: rng.chance(0.5),
      ptzClick: rng.chance(0.7),
    };
    const unitPermissive = rng.chance(0.85);
    let worst = { color: "green", status: "Online", flapping: false };
    let paused = false;
    const cameraIds: number[] = [];
    for (let position = 0; position < FLEET_SIZE.camerasPerUnit; position++) {
      const cameraId = fleet.cameras.length + 1;
      cameraIds.push(cameraId);
      const health = healthOf(rng, live);
      if ((SEVERITY[health.color] ?? 0) > (SEVERITY[worst.color] ?? 0) || (health.flapping && !worst.flapping))
        worst = health;
      const patrolSuspended = live && rng.chance(0.03);
      paused ||= patrolSuspended;
      const presetCount = position === 0 ? rng.int(3, 5) : rng.int(1, 2);
      const firstPreset = fleet.presets.length + 1;
      const defaultIndex = rng.int(0, presetCount - 1);
      for (let p = 0; p < presetCount; p++) {
        fleet.presets.push({
          id: firstPreset + p,
          cameraId,
          name: p === 0 ? "Home" : PRESET_NAMES[(cameraId + p) % PRESET_NAMES.length]!,
          isHome: p === 0,
          isDefault: p === defaultIndex,
        });
      }
      fleet.cameras.push({
        id: cameraId,
        liveUnitId: id,
        position,
        name: `${label} ${CAMERA_NAMES[position]}`,
        active: live,
        thumbnailPresetId: firstPreset + defaultIndex,
        capabilities: JSON.stringify(cameraCapabilities(rng, position, unitFeatures, SPEAKER_SOUNDS)),
        permissions: JSON.stringify(cameraPermissions(rng, unitPermissive)),
        healthColor: health.color,
        healthStatus: health.status,
        healthFlapping: health.flapping,
        patrolSuspended,
      });
    }
    fleet.liveUnits.push({
      id,
      clientId: plan.client.id,
      regionId: where.regionId,
      locationId,
      name,
      serial,
      latitude,
      longitude,
      mountingStructure: rng.chance(0.05) ? null : rng.pick(MOUNTING_STRUCTURES),
      dateActivated: iso(activated),
      dateDeactivated: deactivated === null ? null : iso(deactivated),
      primaryCameraId: cameraIds[0]!,
      healthColor: worst.color,
      healthStartColor: worst.flapping ? "green" : null,
      healthStatus: worst.status,
      healthFlapping: worst.flapping,
      healthOverlay: paused ? "pause" : null,
    });
  }

  for (let id = 1; id <= FLEET_SIZE.archiveCabinets; id++) {
    const plan = plans[rng.weighted(weights, weightTotal)]!;
    const sameClient = fleet.cabinets.filter((c) => c.clientId === plan.client.id);
    const twin = sameClient.length > 0 && rng.chance(0.08) ? rng.pick(sameClient) : null;
    if (twin) {
      fleet.cabinets.push({ ...twin, id, cameraName: rng.chance(0.5) ? twin.cameraName : "Right Fixed" });
      continue;
    }
    plan.counter++;
    const where = place(plan);
    const locationId = rng.chance(0.03) ? null : addLocation(plan, where.city);
    const number = pad(plan.counter);
    const base = `${plan.short} ${where.city.name}`;
    const name =
      id === 7
        ? `Cabinet ${number} - ${base} - Long Term Evidence Archive for the North Parking Structure, Loading Docks, Perimeter Fence Line and Overflow Equipment Yard (Retained Pending Litigation Hold and Insurance Review)`
        : `Cabinet ${number} - ${base}`;
    fleet.cabinets.push({
      id,
      clientId: plan.client.id,
      regionId: where.regionId,
      locationId,
      name,
      cameraName: rng.chance(0.1) ? null : rng.pick(CAMERA_NAMES),
      liveUnitName: `${rng.pick(UNIT_KINDS)} ${number} - ${base}`,
      latitude: where.lat,
      longitude: where.lng,
    });
  }
  return fleet;
}
