/**
 * Builds the Worker's static assets from node_modules and src, so /docs and /terminal work offline and
 * load nothing from a CDN. Runs before start, test, bench and deploy.
 * - /docs: Scalar's standalone browser bundle, copied.
 * - /docs/guides: the user guides (USER_GUIDES of src/api/docs/guides.ts), copied from docs/ as they are.
 * - /terminal: the page's script and stylesheet (src/terminal/ui, with lightweight-charts), bundled.
 */
import { copyFileSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { USER_GUIDES } from "../src/api/docs/guides.ts";

const root = join(import.meta.dirname, "..");

function copyScalar() {
  // The package's exports map hides its files, so read the bundle from its installed folder.
  const source = join(root, "node_modules", "@scalar", "api-reference", "dist", "browser", "standalone.js");
  const targetDir = join(root, "public", "docs", "assets");
  const target = join(targetDir, "scalar-api-reference.js");

  mkdirSync(targetDir, { recursive: true });
  const fresh = (() => {
    try {
      return statSync(target).size === statSync(source).size;
    } catch {
      return false;
    }
  })();
  if (!fresh) {
    copyFileSync(source, target);
    console.log(
      `assets: copied Scalar bundle (${(statSync(target).size / 1e6).toFixed(1)} MB) to public/docs/assets`,
    );
  }
}

/** The user guides only: a contributor document or a guide since removed never lingers in public/. */
function copyGuides() {
  const targetDir = join(root, "public", "docs", "guides");
  mkdirSync(targetDir, { recursive: true });
  const listed = new Set<string>(USER_GUIDES.map((g) => g.file));
  for (const name of readdirSync(targetDir)) if (!listed.has(name)) rmSync(join(targetDir, name));
  for (const { file } of USER_GUIDES) copyFileSync(join(root, "docs", file), join(targetDir, file));
}

/** One script and one stylesheet, named without hashes: the page links them by fixed paths. */
async function bundleTerminal() {
  await build({
    entryPoints: {
      terminal: join(root, "src", "terminal", "ui", "main.ts"),
    },
    outdir: join(root, "public", "terminal", "assets"),
    bundle: true,
    format: "esm",
    target: "es2022",
    platform: "browser",
    minify: true,
    legalComments: "linked",
    sourcemap: false,
    logLevel: "warning",
  });
}

copyScalar();
copyGuides();
await bundleTerminal();
