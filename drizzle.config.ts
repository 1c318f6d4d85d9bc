import { defineConfig } from "drizzle-kit";

// Generates SQL migrations from src/platform/db/schema.ts into migrations/, where wrangler applies them
// (`wrangler d1 migrations apply DB`) and the test setup reads them.
export default defineConfig({
  dialect: "sqlite",
  schema: "./src/platform/db/schema.ts",
  out: "./migrations",
});
