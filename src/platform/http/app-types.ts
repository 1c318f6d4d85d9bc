import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../env.ts";

export type App = OpenAPIHono<AppEnv>;
