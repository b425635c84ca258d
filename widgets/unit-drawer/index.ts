import "./unit-drawer.catalogue";

export { UnitDrawer, type UnitDrawerProps } from "./unit-drawer";
export { unitDrawerSpec } from "./unit-drawer.spec";
