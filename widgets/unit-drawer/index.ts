export { UnitDrawer, type UnitDrawerProps } from "./unit-drawer";
import "./unit-drawer.catalogue";
