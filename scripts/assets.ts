/**
 * Copies Scalar's standalone browser bundle from node_modules into the Worker's static assets, so
 * /docs works offline and loads nothing from a CDN. Runs before start, test, bench and deploy.
 */
import { copyFileSync, mkdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
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
