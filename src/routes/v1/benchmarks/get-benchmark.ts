import { envelope } from "../../../http/envelope.ts";
import { jsonRead } from "../../../http/respond.ts";
import type { App } from "../../types.ts";
import { indexResource } from "../indices/get-index.ts";
import { BenchmarkSchema, benchmarkEnvelope } from "./schema.ts";
import {
  benchmarkLinks,
  benchmarkPath,
  benchmarkRoute,
  identity,
  type Mount,
  reference,
  resolveBenchmark,
} from "./shared.ts";

const json = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));

export function registerGetBenchmark(app: App, mount: Mount) {
  const route = benchmarkRoute(mount, {
    path: "",
    operationId: "getBenchmark",
    summary: "One benchmark",
    description:
      "Identity, family and category, unit, domain bounds, identifiers (exchange codes, venue series) and resolution source, with the methodology class and the next resolution.",
    schema: benchmarkEnvelope(BenchmarkSchema, "BenchmarkResponse"),
  });
  app.openapi(route, async (c) => {
    const row = await resolveBenchmark(c, c.req.valid("param").id);
    const { methodology, thesis, name, unit, clocks, releases } = indexResource(row, []);
    const data = {
      type: "benchmark" as const,
      ...identity(row),
      name,
      thesis,
      family: row.family ?? "",
      category: row.category ?? "",
      ...reference(),
      unit,
      domain: { min: row.domain_min ?? "", max: row.domain_max ?? "" },
      identifiers: json<Record<string, string>>(row.identifiers) ?? {},
      resolution_source: json<{ name: string; url: string; description: string }>(row.resolution_source) ?? {
        name: "",
        url: "",
        description: "",
      },
      methodology,
      next_resolution: releases.next,
      clocks,
    };
    return jsonRead(c, envelope(data, benchmarkLinks(row.slug, benchmarkPath(row.slug))), "current");
  });
}
