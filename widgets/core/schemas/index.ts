export * from "./envelope";
export * from "./session";
export * from "./units";
export * from "./search";
export * from "./favourites";
