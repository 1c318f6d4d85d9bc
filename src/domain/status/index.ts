export * from "./components.ts";
export * from "./lag.ts";
export * from "./state.ts";
