import { z } from "@hono/zod-openapi";

/**
 * The `{id}` path parameter of index and benchmark routes: a symbol (upper-case letters and digits) or a
 * slug (lower-case with hyphens), matched case-insensitively; anything else is 400 invalid-parameter.
 */
export function instrumentIdParam(description: string, example: string) {
  return z.object({
    id: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/)
      .openapi({ param: { name: "id", in: "path" }, description, example }),
  });
}
