export { UnitSearch, type UnitSearchProps } from "./unit-search";
import "./unit-search.catalogue";
