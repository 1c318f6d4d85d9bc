import type { App } from "../../../platform/http/app-types.ts";
import { envelope } from "../../../platform/http/envelope.ts";
import { jsonRead } from "../../../platform/http/respond.ts";
import { indexResource } from "../indices/get-index.ts";
import EXAMPLES from "./examples.json" with { type: "json" };
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

export function registerGetBenchmark(app: App, mount: Mount) {
  const route = benchmarkRoute(mount, {
    path: "",
    operationId: "getBenchmark",
    summary: "One benchmark",
    description:
      "Identity, family and category, unit, domain bounds, identifiers (exchange codes, venue series) and resolution source, with the methodology class and the next resolution.",
    schema: benchmarkEnvelope(BenchmarkSchema, "BenchmarkResponse"),
    example: EXAMPLES.benchmark,
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
      domain: { min: row.domainMin ?? "", max: row.domainMax ?? "" },
      identifiers: row.identifiers ?? {},
      resolution_source: row.resolutionSource ?? {
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
