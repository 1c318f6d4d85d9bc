import type { RouterRoute } from "hono/types";

interface CompiledRoute {
  pattern: RegExp;
  method: string;
}

/** Turn a Hono path pattern (`/a/:id`, `/a/:id{[0-9]+}`, `/a/*`) into an anchored RegExp. */
export function compilePath(path: string): RegExp {
  let source = "";
  for (const segment of path.split("/").filter(Boolean)) {
    if (segment === "*") source += "(?:/.*)?";
    else if (segment.startsWith(":")) {
      const custom = /\{(.+)\}$/.exec(segment)?.[1];
      source += `/(?:${custom ?? "[^/]+"})`;
    } else source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
  }
  return new RegExp(`^${source || "/"}/?$`);
}

/**
 * Answers "which methods does this path accept?" from the app's own route list, so an unknown method
 * on a known path is a 405 with Allow rather than a 404. Middleware (`ALL`) does not count.
 */
export function allowedMethodsLookup(routes: RouterRoute[]): (path: string) => string[] {
  let compiled: CompiledRoute[] | undefined;
  return (path) => {
    compiled ??= routes
      .filter((r) => r.method !== "ALL")
      .map((r) => ({ pattern: compilePath(r.path), method: r.method.toUpperCase() }));
    const methods = new Set(compiled.filter((r) => r.pattern.test(path)).map((r) => r.method));
    if (methods.has("GET")) methods.add("HEAD");
    return [...methods].sort();
  };
}
