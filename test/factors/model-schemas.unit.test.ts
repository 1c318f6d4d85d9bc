import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import examples from "../../src/factors/model-schemas.examples.json";
import {
  BACKTEST_UNAVAILABLE_REASONS,
  ComputedModelsSchema,
  ExecutionBacktestSchema,
  ExecutionValidationSchema,
  ExposureModelSchema,
  MethodologySchema,
  MimickingPortfolioSchema,
  MODEL_METHODOLOGY,
  MODELS_UNAVAILABLE_REASONS,
  PnlComparisonSchema,
  ProxyModelScoreSchema,
} from "../../src/factors/model-schemas.ts";

const MEMBERS = {
  exposure_model: ExposureModelSchema,
  proxy_model_score: ProxyModelScoreSchema,
  pnl_comparison: PnlComparisonSchema,
  mimicking_portfolio: MimickingPortfolioSchema,
  execution_backtest: ExecutionBacktestSchema,
  execution_validation: ExecutionValidationSchema,
} as const;

/** The OpenAPI 3.1 document of one route answering the computed members. */
function document() {
  const app = new OpenAPIHono();
  app.openapi(
    createRoute({
      method: "get",
      path: "/models",
      responses: {
        200: { description: "models", content: { "application/json": { schema: ComputedModelsSchema } } },
      },
    }),
    (c) => c.json(JSON.parse("{}"), 200),
  );
  return app.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "t", version: "1" } });
}

describe("the computed members' schemas", () => {
  it("accept their published examples, with series and every member filled", () => {
    for (const [name, schema] of Object.entries(MEMBERS)) {
      const example = examples[name as keyof typeof examples];
      const parsed = schema.safeParse(example);
      expect(parsed.success, `${name}: ${parsed.success ? "" : JSON.stringify(parsed.error.issues[0])}`).toBe(
        true,
      );
    }
    expect(MethodologySchema.parse(MODEL_METHODOLOGY)).toEqual(MODEL_METHODOLOGY);
    expect(examples.pnl_comparison.series.length).toBeGreaterThan(0);
    expect(examples.execution_backtest.series.length).toBeGreaterThan(0);
    expect(examples.mimicking_portfolio.latest_research_sleeve.positions.length).toBeGreaterThan(0);
  });

  it("refuse a null where a number is promised and an unknown status", () => {
    const row = examples.exposure_model.exposures[0];
    expect(
      ExposureModelSchema.safeParse({
        ...examples.exposure_model,
        exposures: [{ ...row, observations: null }],
      }).success,
    ).toBe(false);
    expect(ProxyModelScoreSchema.safeParse({ ...examples.proxy_model_score, status: "OK" }).success).toBe(
      false,
    );
    expect(
      ExecutionValidationSchema.safeParse({ ...examples.execution_validation, production_ready: true })
        .success,
    ).toBe(false);
  });

  it("describe the backtest's UNAVAILABLE form with every reason the code gives, and no mix of the two forms", () => {
    const unavailable = {
      status: "UNAVAILABLE",
      reason: "no_backtest",
      schema: null,
      generated_at: null,
      inputs: null,
      metrics: null,
      series: [],
    };
    for (const reason of [...BACKTEST_UNAVAILABLE_REASONS, ...MODELS_UNAVAILABLE_REASONS]) {
      expect(ExecutionBacktestSchema.safeParse({ ...unavailable, reason }).success, reason).toBe(true);
    }
    expect(ExecutionBacktestSchema.safeParse({ ...unavailable, reason: null }).success).toBe(false);
    expect(ExecutionBacktestSchema.safeParse({ ...examples.execution_backtest, schema: null }).success).toBe(
      false,
    );
    const schemas = document().components?.schemas ?? {};
    const form = schemas.FactorExecutionBacktestUnavailable as {
      properties: Record<string, { type?: unknown; enum?: unknown[]; $ref?: string }>;
    };
    expect(form.properties.schema?.type).toBe("null");
    expect(form.properties.inputs?.type).toBe("null");
    const reasons = schemas[form.properties.reason?.$ref?.split("/").at(-1) ?? ""] as { enum?: unknown[] };
    expect(form.properties.reason?.enum ?? reasons?.enum).toEqual([
      ...BACKTEST_UNAVAILABLE_REASONS,
      ...MODELS_UNAVAILABLE_REASONS,
    ]);
  });

  it("render as named OpenAPI components with descriptions and examples", () => {
    const schemas = document().components?.schemas ?? {};
    for (const name of [
      "FactorExposureModel",
      "FactorProxyModelScore",
      "FactorPnlComparison",
      "FactorMimickingPortfolio",
      "FactorExecutionBacktest",
      "FactorExecutionValidation",
      "FactorMethodology",
      "BacktestMetrics",
      "BacktestRow",
    ]) {
      expect(schemas[name], name).toBeDefined();
    }
    const exposure = schemas.FactorExposureModel as { description?: string; example?: unknown };
    expect(exposure.description).toMatch(/OLS/);
    expect(exposure.example).toEqual(examples.exposure_model);
    const row = schemas.FactorExposure as { properties?: Record<string, { description?: string }> };
    expect(row.properties?.standard_error?.description).toMatch(/SSR \/ \(n − 2\)/);
  });
});
