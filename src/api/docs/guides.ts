/**
 * The user guides: the files of docs/ written for people who use, deploy or operate pix, in reading
 * order. scripts/assets.ts renders each to an HTML page (src/api/docs/guide-page.ts) and copies its
 * Markdown beside it, with the images of docs/images/, into public/docs/guides/; the v1 document's
 * description (rendered at /docs) links each page. docs/ also holds contributor documents
 * (architecture, internals, testing, benchmarks), which are not listed and not served.
 */
export const USER_GUIDES = [
  { file: "getting-started.md", title: "Getting started: from npm start to the first requests" },
  { file: "tour.md", title: "A tour: values, rounds, news, the lake, the stream, keys" },
  { file: "api.md", title: "Indices and benchmarks: values, rounds, history, distributions, statistics" },
  { file: "access.md", title: "Keys, scopes and limits: how to get a key" },
  { file: "terminal.md", title: "The terminal and self-service keys" },
  { file: "lake.md", title: "The lake: the quote tape and its row, column by column" },
  { file: "news.md", title: "News" },
  { file: "factors.md", title: "Factor research" },
  { file: "equivalence.md", title: "Cross-venue equivalence: pairs, rule differences, accuracy" },
  { file: "outcomes.md", title: "Outcomes and calibration: how prices turned out" },
  { file: "stream.md", title: "The stream and the legacy routes" },
  { file: "client.md", title: "The typed client and examples" },
  { file: "python.md", title: "The Python client" },
  { file: "mcp.md", title: "For AI assistants: the MCP server and llms.txt" },
  { file: "deploying.md", title: "Deploying to Cloudflare" },
  { file: "operating.md", title: "Operating a deployment: refresh, metrics, retention" },
  { file: "status.md", title: "Service status" },
] as const;

export type UserGuide = (typeof USER_GUIDES)[number];

/** Where the guides are served (the Worker's static assets). */
export const GUIDES_PATH = "/docs/guides";

/** The folder of docs/ (and of GUIDES_PATH) holding the guides' images, linked as `images/<file>`. */
export const GUIDE_IMAGES = "images";

/** A guide's name without `.md`: its page is `GUIDES_PATH/<name>`, its Markdown `GUIDES_PATH/<name>.md`. */
export function guideName(file: string): string {
  return file.replace(/\.md$/, "");
}

/** The guide a served name (`lake`) or Markdown file (`lake.md`) stands for, if it is one. */
export function findGuide(nameOrFile: string): UserGuide | undefined {
  return USER_GUIDES.find((g) => g.file === nameOrFile || guideName(g.file) === nameOrFile);
}

/** The guide's HTML page, for people. */
export const guidePagePath = (file: string) => `${GUIDES_PATH}/${guideName(file)}`;
/** The guide's Markdown source, for tools and AI assistants (`/llms.txt`). */
export const guideMarkdownPath = (file: string) => `${GUIDES_PATH}/${file}`;

/**
 * A Markdown list linking every guide: to its HTML page (`page`, for the v1 document's description,
 * read by people at /docs) or to its Markdown (`markdown`, for `/llms.txt`).
 */
export function guidesMarkdown(to: "page" | "markdown"): string {
  const path = to === "page" ? guidePagePath : guideMarkdownPath;
  return USER_GUIDES.map((g) => `- [${g.title}](${path(g.file)})`).join("\n");
}
