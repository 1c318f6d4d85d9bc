/**
 * The user guides: the files of docs/ written for people who use, deploy or operate pix, in reading
 * order. scripts/assets.ts copies exactly these to public/docs/guides/, and the v1 document's
 * description (rendered at /docs) links each. docs/ also holds contributor documents (architecture,
 * internals, testing, benchmarks), which are not listed and not served.
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
  { file: "stream.md", title: "The stream and the legacy routes" },
  { file: "client.md", title: "The typed client and examples" },
  { file: "python.md", title: "The Python client" },
  { file: "mcp.md", title: "For AI assistants: the MCP server and llms.txt" },
  { file: "deploying.md", title: "Deploying to Cloudflare" },
  { file: "operating.md", title: "Operating a deployment: refresh, metrics, retention" },
] as const;

/** Where the guides are served (the Worker's static assets). */
export const GUIDES_PATH = "/docs/guides";

/** A Markdown list linking every guide, for the v1 document's description. */
export function guidesMarkdown(): string {
  return USER_GUIDES.map((g) => `- [${g.title}](${GUIDES_PATH}/${g.file})`).join("\n");
}
