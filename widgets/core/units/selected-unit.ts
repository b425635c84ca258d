import * as z from "zod/mini";

export const UnitKindSchema = z.enum(["live_unit", "archive_cabinet"]);
export type UnitKind = z.infer<typeof UnitKindSchema>;

/** The unit selected on the map, in the search or by the host: the drawer shows it. */
export const SelectedUnitSchema = z.object({
  kind: UnitKindSchema,
  id: z.int(),
  name: z.string(),
  /** A live unit classed deactivated by its dates. Archive cabinets are never deactivated. */
  deactivated: z.boolean(),
  /** Valid coordinates when known: the map centres on them at zoom 17. */
  position: z.nullable(z.object({ lat: z.number(), lng: z.number() })),
});
export type SelectedUnit = z.infer<typeof SelectedUnitSchema>;
