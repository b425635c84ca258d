import "./unit-search.catalogue";

export { UnitSearch, type UnitSearchProps } from "./unit-search";
export { unitSearchSpec, SearchSubmitDetailSchema } from "./unit-search.spec";
