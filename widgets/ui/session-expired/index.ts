import "./session-expired.catalogue";

export { SessionExpiredDialog } from "./session-expired-dialog";
