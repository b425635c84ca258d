import { defineTag } from "../element/spec-element";
import { VmsConfigElement } from "./config-element";

/** `<vms-config>`, registered on import. API: docs/widgets/vms-config.md. Pulls no React. */
export const ConfigElement = defineTag(VmsConfigElement);
export interface ConfigElement extends InstanceType<typeof ConfigElement> {}
