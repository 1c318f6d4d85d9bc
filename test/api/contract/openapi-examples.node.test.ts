/**
 * Every operation of the served contract shows what pix really answers: each success response carries an
 * example, each problem response one example per problem type it lists, and every example validates
 * against its own schema (Redocly's no-invalid-media-type-examples, additional members refused).
 */
import { BaseResolver, createConfig, lintDocument, makeDocumentFromString } from "@redocly/openapi-core";
import { beforeAll, describe, expect, inject, it } from "vitest";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
const PROBLEM_JSON = "application/problem+json";

interface MediaType {
  schema?: { format?: string };
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}
interface Operation {
  responses?: Record<string, { description?: string; content?: Record<string, MediaType> }>;
}
interface OpenApiDocument {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
}

const base = inject("pixUrl");
let text: string;
let doc: OpenApiDocument;

beforeAll(async () => {
  const res = await fetch(`${base}/api/v1/openapi.json`);
  expect(res.status).toBe(200);
  text = await res.text();
  doc = JSON.parse(text) as OpenApiDocument;
});

function responses() {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) =>
      Object.entries(item[method]?.responses ?? {}).map(([status, response]) => ({
        where: `${method} ${path} ${status}`,
        status,
        response,
      })),
    ),
  );
}

const exampleValues = (media: MediaType) =>
  media.example !== undefined ? [media.example] : Object.values(media.examples ?? {}).map((e) => e.value);

/** Every string of a value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("examples in /api/v1/openapi.json", () => {
  it("gives every success response an example", () => {
    const success = responses().filter(({ status }) => /^[12]\d\d$/.test(status) && status !== "204");
    expect(success.length).toBeGreaterThan(20);
    // A binary body (the lake's Parquet day file) has no JSON example: its layout is in the description.
    const binary = (media: MediaType) => media.schema?.format === "binary";
    const missing = success.filter(({ response }) =>
      Object.values(response.content ?? {}).some(
        (media) => !binary(media) && exampleValues(media).length === 0,
      ),
    );
    expect(missing.map((m) => m.where)).toEqual([]);
  });

  it("shows every problem type a problem response lists, with that response's status", () => {
    for (const { where, status, response } of responses().filter((r) => /^[45]/.test(r.status))) {
      const media = response.content?.[PROBLEM_JSON];
      expect(media, where).toBeDefined();
      const listed = [...(response.description ?? "").matchAll(/`([a-z0-9-]+)`:/g)].map((m) => m[1]);
      expect(Object.keys(media?.examples ?? {}), where).toEqual(listed);
      for (const value of exampleValues(media ?? {})) {
        expect((value as { status: number }).status, where).toBe(Number(status));
        expect((value as { type: string }).type, where).toMatch(/\/docs\/problems#[a-z0-9-]+$/);
      }
    }
  });

  it("has no placeholder values", () => {
    const all = responses().flatMap(({ response }) =>
      Object.values(response.content ?? {}).flatMap((media) => exampleValues(media).flatMap(strings)),
    );
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((s) => s === "string" || s === "")).toEqual([]);
  });

  it("validates every example against its own schema", async () => {
    const config = await createConfig({
      rules: { "no-invalid-media-type-examples": { severity: "error", allowAdditionalProperties: false } },
    });
    const problems = await lintDocument({
      document: makeDocumentFromString(text, `${base}/api/v1/openapi.json`),
      config,
      externalRefResolver: new BaseResolver(),
    });
    const invalid = problems
      .filter((p) => p.ruleId === "no-invalid-media-type-examples")
      .map((p) => `${p.message} at ${p.location.map((l) => l.pointer).join(", ")}`);
    expect(invalid).toEqual([]);
  });
});
