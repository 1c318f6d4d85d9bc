import { z } from "@hono/zod-openapi";

/** The query of a route that takes no parameters: any parameter is 400 invalid-parameter. */
export const NoQuerySchema = z.strictObject({});
