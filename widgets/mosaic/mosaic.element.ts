import { registerWidget } from "../ui/element/register-widget";
import { Mosaic } from "./mosaic";

/** `<vms-mosaic>`, registered on import. API: docs/widgets/vms-mosaic.md. */
export const MosaicElement = registerWidget(Mosaic);
export interface MosaicElement extends InstanceType<typeof MosaicElement> {}
