import { z } from "@hono/zod-openapi";
import { API_VERSION, SCHEMA_VERSION } from "./versioning.ts";

/** The v1 envelope: `data` carries `type`; `meta` the versions; `links.self` the slug-form path. */
export interface Envelope<D extends { type: string }, M extends object = object> {
  data: D;
  meta: { api_version: typeof API_VERSION; schema_version: typeof SCHEMA_VERSION } & M;
  links: { self: string } & Record<string, string>;
}

export function envelope<D extends { type: string }, M extends object = object>(
  data: D,
  links: { self: string } & Record<string, string>,
  meta?: M,
): Envelope<D, M> {
  return {
    data,
    meta: { api_version: API_VERSION, schema_version: SCHEMA_VERSION, ...(meta ?? ({} as M)) },
    links,
  };
}

const BaseMetaSchema = z.object({
  api_version: z.literal(API_VERSION).openapi({ description: "Major API version; also in the path." }),
  schema_version: z
    .literal(SCHEMA_VERSION)
    .openapi({ description: "Version of the payload schemas; additive fields may appear within v1." }),
});

/** Zod schema of an envelope around `data`, optionally with extra `meta` members, for OpenAPI. */
export function envelopeSchema<D extends z.ZodType, M extends z.ZodRawShape = Record<never, never>>(
  data: D,
  options: { meta?: M; name?: string } = {},
) {
  const schema = z.object({
    data,
    meta: BaseMetaSchema.extend(options.meta ?? ({} as M)).openapi({
      description: "The API and schema versions, and facts about this response (not about the resource).",
    }),
    links: z
      .object({
        self: z.string().openapi({ description: "Path of this resource, using the slug form of ids." }),
      })
      .catchall(z.string())
      .openapi({ description: "Paths of this resource and of related resources, by relation name." }),
  });
  return options.name ? schema.openapi(options.name) : schema;
}
