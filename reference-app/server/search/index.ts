/**
 * The search feature's public module. The seed (on either engine) fills the search documents with
 * {@link rebuildSearchDocs}; nothing outside `search/` imports its other files.
 */
export { rebuildSearchDocs } from "./search-docs.queries";
