import { registerWidget } from "../ui/element/register-widget";
import { StreamPlayer } from "./stream-player";

/** `<vms-stream-player>`, registered on import. API: docs/widgets/vms-stream-player.md. */
export const StreamPlayerElement = registerWidget(StreamPlayer);
export interface StreamPlayerElement extends InstanceType<typeof StreamPlayerElement> {}
