import type { Bindings } from "../../env.ts";

/** The one object that recomputes every index from the live books (`LiveIndex`). */
export function liveIndexObject(env: Pick<Bindings, "LIVE_INDEX">) {
  return env.LIVE_INDEX.getByName("live-index");
}
