import { OpenAPIHono } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import {
  AccuracySchema,
  MarketRulesSchema,
  PairJudgementSchema,
  RuleFingerprintSchema,
} from "../../../src/domain/equivalence/index.ts";

/** Paths of object members without a description (a `$ref` carries its component's). */
function undescribed(node: unknown, path: string, out: string[]): string[] {
  if (Array.isArray(node)) {
    node.forEach((item, i) => {
      undescribed(item, `${path}[${i}]`, out);
    });
  } else if (node && typeof node === "object") {
    const record = node as Record<string, unknown>;
    const properties = record.properties as Record<string, Record<string, unknown>> | undefined;
    for (const [name, member] of Object.entries(properties ?? {})) {
      if (!member.description && !member.$ref) out.push(`${path}.${name}`);
    }
    for (const [key, value] of Object.entries(record)) undescribed(value, `${path}.${key}`, out);
  }
  return out;
}

describe("the schemas that will be served as they are", () => {
  it("generate OpenAPI components with every member described", () => {
    const app = new OpenAPIHono();
    app.openAPIRegistry.register("RuleFingerprint", RuleFingerprintSchema);
    app.openAPIRegistry.register("PairJudgement", PairJudgementSchema);
    app.openAPIRegistry.register("MatcherAccuracy", AccuracySchema);
    app.openAPIRegistry.register("MarketRules", MarketRulesSchema);
    const document = app.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "t", version: "1" } });
    const schemas = document.components?.schemas ?? {};
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining([
        "RuleFingerprint",
        "RuleEvidence",
        "PairJudgement",
        "RuleDiff",
        "MatcherAccuracy",
      ]),
    );
    expect(undescribed(schemas, "components", [])).toEqual([]);
  });
});
