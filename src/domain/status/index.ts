export * from "./lag.ts";
export * from "./state.ts";
export * from "./components.ts";
