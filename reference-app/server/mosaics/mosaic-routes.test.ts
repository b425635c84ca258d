import { describe, expect, it } from "vitest";
import * as z from "zod";
import { contractCall, fillPath, type ContractCallId } from "../../../widgets/core/contract";
import { MOSAIC_MAX_TILES, MosaicResponseSchema, type Mosaic } from "../../../widgets/core/schemas";
import { caller, type Caller } from "../test-support";
import { useTestServer } from "../testing/file-server";
import { testRows } from "../testing/test.queries";

const file = useTestServer(["operator", "multi", "limited", "partner", "admin"], { alertMedia: false });
const as = file;

async function mosaic(who: Caller, id: ContractCallId, params: Record<string, number>) {
  const answer = await who.get(fillPath(contractCall(id).path, params));
  return answer.status === 200
    ? { status: 200, mosaic: MosaicResponseSchema.parse(answer.body).data.data }
    : { status: answer.status, mosaic: null as Mosaic | null };
}

const mosaicsOf = async (userId: number) =>
  z
    .array(z.object({ id: z.number(), name: z.string() }))
    .parse(await testRows(file.server.query, "SELECT id, name FROM mosaics WHERE user_id = ? ORDER BY id", userId));

describe("saved mosaics", () => {
  it("seed one of 36 cameras and small ones for operator, and mosaics for every demo user", async () => {
    expect((await mosaicsOf(1)).map((m) => m.id)).toEqual([1, 2, 3, 4]);
    for (const userId of [2, 3, 4, 5]) expect((await mosaicsOf(userId)).length).toBeGreaterThan(0);
  });

  it("answer the owner's mosaic with the contract's shape; 36 tiles for operator's first", async () => {
    const { status, mosaic: m } = await mosaic(as.operator, "mosaic", { mosaicId: 1 });
    expect(status).toBe(200);
    expect(m!.cameras).toHaveLength(MOSAIC_MAX_TILES);
    expect(m!.name).toBe("Crescent — 36 cameras");
    expect(m!.sipPhoneNumber).toBeNull();
    expect(m!.cameras.every((c) => c.presets.length > 0)).toBe(true);
    expect(m!.userPermissions).toEqual({ canControlPtzf: true, canAccessQuickSounds: true, canSpeakerTalkdown: true });
    for (const id of [2, 3, 4]) {
      const small = await mosaic(as.operator, "mosaic", { mosaicId: id });
      expect(small.mosaic!.cameras.length).toBeLessThanOrEqual(4);
    }
  });

  it("are 404 for anyone but their owner", async () => {
    expect((await mosaic(as.multi, "mosaic", { mosaicId: 1 })).status).toBe(404);
    expect((await mosaic(as.admin, "mosaic", { mosaicId: 1 })).status).toBe(404);
    expect((await mosaic(as.operator, "mosaic", { mosaicId: 999 })).status).toBe(404);
    expect((await caller(file.server.url).get("/api/vms/mosaic/1")).status).toBe(401);
  });

  it("leave out cameras the user may not stream and cameras without presets", async () => {
    const [limitedMosaic] = await mosaicsOf(3);
    const [{ count: stored } = { count: -1 }] = await testRows<{ count: number }>(
      file.server.query,
      "SELECT count(*) AS count FROM mosaic_cameras WHERE mosaic_id = ?",
      limitedMosaic!.id,
    );
    const shown = (await mosaic(as.limited, "mosaic", { mosaicId: limitedMosaic!.id })).mosaic!;
    expect(stored).toBe(5);
    expect(shown.cameras).toHaveLength(4);
    expect(shown.userPermissions.canControlPtzf).toBeTypeOf("boolean");

    // A camera whose presets are gone disappears from the mosaic.
    const before = (await mosaic(as.operator, "mosaic", { mosaicId: 2 })).mosaic!;
    const victim = before.cameras[0]!.cameraId;
    await testRows(file.server.query, "DELETE FROM presets WHERE camera_id = ?", victim);
    file.server.cameras.directory.invalidate(victim);
    const after = (await mosaic(as.operator, "mosaic", { mosaicId: 2 })).mosaic!;
    expect(after.cameras.map((c) => c.cameraId)).toEqual(before.cameras.slice(1).map((c) => c.cameraId));
  });
});

describe("live unit mosaics", () => {
  const unitOf = async (clientId: number) => {
    const [row] = await testRows(
      file.server.query,
      "SELECT id FROM live_units WHERE client_id = ? AND date_deactivated IS NULL ORDER BY id LIMIT 1 OFFSET 3",
      clientId,
    );
    return z.object({ id: z.number() }).parse(row).id;
  };

  it("answer every camera of the unit with presets, the unit's id and name and its phone line", async () => {
    const id = await unitOf(1);
    const { status, mosaic: m } = await mosaic(as.operator, "liveUnitMosaic", { liveUnitId: id });
    expect(status).toBe(200);
    const [{ name } = {}] = await testRows<{ name: string }>(
      file.server.query,
      "SELECT name FROM live_units WHERE id = ?",
      id,
    );
    expect(m).toMatchObject({ id, name });
    expect(m!.cameras.map((c) => c.liveUnitId)).toEqual([id, id, id]);
    expect(m!.cameras[0]!.capabilities.webrtc).toBeTypeOf("boolean");
  });

  it("is 404 for another client's unit and 403 for a unit whose cameras the user may not stream", async () => {
    expect((await mosaic(as.operator, "liveUnitMosaic", { liveUnitId: await unitOf(2) })).status).toBe(404);
    expect((await mosaic(as.limited, "liveUnitMosaic", { liveUnitId: await unitOf(13) })).status).toBe(403);
    expect((await mosaic(as.limited, "liveUnitMosaic", { liveUnitId: await unitOf(10) })).status).toBe(200);
  });
});
