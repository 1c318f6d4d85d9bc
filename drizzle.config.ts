import { defineConfig } from "drizzle-kit";

// Generates SQL migrations from src/store/schema.ts into migrations/, where wrangler applies them
// (`wrangler d1 migrations apply DB`) and the test setup reads them.
export default defineConfig({
  dialect: "sqlite",
  schema: "./src/store/schema.ts",
  out: "./migrations",
});
