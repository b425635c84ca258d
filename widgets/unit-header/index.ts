import "./unit-header.catalogue";

export { UnitHeader, type UnitHeaderProps } from "./unit-header";
export { unitHeaderSpec } from "./unit-header.spec";
