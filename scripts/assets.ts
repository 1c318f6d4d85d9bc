/**
 * Builds the Worker's static assets from node_modules and src, so /docs and /terminal work offline and
 * load nothing from a CDN. Runs before start, test, bench and deploy.
 * - /docs: Scalar's standalone browser bundle, copied.
 * - /docs/guides: the user guides (USER_GUIDES of src/api/docs/guides.ts) rendered to HTML pages in the
 *   docs' style (src/api/docs/guide-page.ts, with marked), their Markdown as it is, and docs/images/.
 * - /terminal: the page's script and stylesheet (src/terminal/ui, with lightweight-charts), bundled.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { renderGuidePage } from "../src/api/docs/guide-page.ts";
import { GUIDE_IMAGES, GUIDES_PATH, guideName, USER_GUIDES } from "../src/api/docs/guides.ts";

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

/**
 * The user guides only, each as its HTML page (`<name>.html`, served at /docs/guides/<name>) and its
 * Markdown (`<name>.md`), with the images of docs/images/: a contributor document, a guide since removed
 * or an image no longer in docs/ never lingers in public/. A link the served pages cannot follow, or an
 * image that is missing, is reported (test/api/docs/guide-page.unit.test.ts fails on it too).
 */
function buildGuides() {
  const targetDir = join(root, "public", "docs", "guides");
  const imagesSource = join(root, "docs", GUIDE_IMAGES);
  const imagesTarget = join(targetDir, GUIDE_IMAGES);
  mkdirSync(imagesTarget, { recursive: true });
  const listed = new Set<string>([
    GUIDE_IMAGES,
    ...USER_GUIDES.flatMap((g) => [g.file, `${guideName(g.file)}.html`]),
  ]);
  for (const name of readdirSync(targetDir)) if (!listed.has(name)) rmSync(join(targetDir, name));
  const images = new Set(readdirSync(imagesSource));
  for (const name of readdirSync(imagesTarget)) if (!images.has(name)) rmSync(join(imagesTarget, name));
  for (const name of images) copyFileSync(join(imagesSource, name), join(imagesTarget, name));
  for (const { file } of USER_GUIDES) {
    const markdown = readFileSync(join(root, "docs", file), "utf8");
    const page = renderGuidePage(file, markdown);
    writeFileSync(join(targetDir, file), markdown);
    writeFileSync(join(targetDir, `${guideName(file)}.html`), page.html);
    const missing = page.images.filter((href) => !images.has(href.slice(GUIDE_IMAGES.length + 1)));
    for (const target of [...page.unserved, ...missing]) {
      console.warn(`assets: docs/${file} links ${target}, which ${GUIDES_PATH} does not serve`);
    }
  }
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
buildGuides();
await bundleTerminal();
