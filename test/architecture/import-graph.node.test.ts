/**
 * The import graph of src/ points one way (docs/architecture.md): product planes over the shared
 * platform, venues and catalog, a pure domain at the bottom, and `api/` assembling the planes. Every
 * top-level folder has a rule naming the folders it may import; a reversed arrow fails here with the
 * offending file and import. No two folders import each other, nor two sub-folders of one folder, and
 * no file circle exists.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = resolve(import.meta.dirname, "../../src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** `src/`-relative targets of a file's relative imports and re-exports (type-only ones included). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [...text.matchAll(/(?:import|export)\s[^;]*?from\s+"(\.[^"]+)"/g)].map(
    (m) => m[1] as string,
  );
  return specifiers.map((s) => relative(SRC, resolve(dirname(file), s)).replaceAll("\\", "/"));
}

/** The top-level folder of a `src/`-relative path, or the file name for a file at the root. */
const folderOf = (path: string) => path.split("/")[0] ?? path;
const isFolder = (name: string) => !name.endsWith(".ts");

const FILES = sourceFiles(SRC).map((file) => relative(SRC, file).replaceAll("\\", "/"));
const EDGES = sourceFiles(SRC).flatMap((file) => {
  const from = relative(SRC, file).replaceAll("\\", "/");
  return importsOf(file).map((to) => ({ from, to }));
});

/** What each top-level folder may import besides itself. Root files (entry, assembly, env) are below. */
const MAY_IMPORT: Record<string, { may: readonly string[]; why: string }> = {
  domain: { may: [], why: "pure functions, no I/O, nothing of pix" },
  platform: { may: ["domain"], why: "the HTTP kit, middleware, cache and D1 helpers every plane builds on" },
  catalog: { may: ["domain", "platform"], why: "what pix publishes, read by the planes" },
  venues: { may: ["domain"], why: "one folder per upstream; knows no plane" },
  access: { may: ["platform"], why: "keys, scopes, entitlements and limits" },
  lake: { may: ["domain", "platform", "venues"], why: "tapes what the venues return" },
  indices: {
    may: ["domain", "platform", "catalog", "venues", "lake", "equivalence", "outcomes"],
    why: "the minute cycle computes from the tape; it knows no stream; an index names the judged pairs among its contracts (equivalence's store), and its scored outcomes read the official prints",
  },
  news: { may: ["domain", "platform", "catalog", "venues", "indices"], why: "news per index" },
  stream: {
    may: ["domain", "platform", "catalog", "venues", "access", "indices", "equivalence"],
    why: "carries the values the indices plane stored, the venues' live books through its feeds, and the equivalence pairs' live basis (their legs read from the equivalence store)",
  },
  factors: {
    may: ["domain", "platform", "catalog", "venues", "lake"],
    why: "research from equity prices and the theme contracts on the tape",
  },
  equivalence: {
    may: ["domain", "platform", "catalog", "venues", "lake"],
    why: "collects and versions the catalog's markets' rule texts for cross-venue judging, and reads both legs' taped mids for a pair's basis (the lake's store)",
  },
  outcomes: {
    may: ["domain", "platform", "catalog", "venues", "lake"],
    why: "records the resolutions the venues report, for the catalog's markets and the whole venue, and the markets' taped prices before close (the lake's store)",
  },
  status: {
    may: ["domain", "platform", "stream", "catalog"],
    why: "reports what the work recorded (platform's recorder), the live feeds' reports (stream) and one component per news feed the deployment configures (catalog)",
  },
  terminal: { may: ["domain"], why: "the page and its browser code; the assembly mounts the page" },
  api: { may: ["*"], why: "assembles every plane; nothing imports it" },
};

/** Root files: the Worker's entry and assembly may import anything; env.ts only declares bindings. */
const ROOT_FILES: Record<string, readonly string[] | "*"> = {
  "worker.ts": "*",
  "app.ts": "*",
  "env.ts": [],
};

describe("the import graph of src/", () => {
  const folders = [...new Set(FILES.map(folderOf))].filter(isFolder).sort();

  it("has a rule for every top-level folder and at most 15 of them", () => {
    expect(folders.filter((f) => !(f in MAY_IMPORT))).toEqual([]);
    expect(folders.length).toBeLessThanOrEqual(15);
    const roots = FILES.filter((f) => !f.includes("/"));
    expect(roots.filter((f) => !(f in ROOT_FILES))).toEqual([]);
  });

  for (const [folder, rule] of Object.entries(MAY_IMPORT)) {
    const may = rule.may.includes("*") ? "anything" : rule.may.join(", ") || "nothing of pix";
    it(`${folder}/ imports only ${may} (${rule.why})`, () => {
      const reversed = EDGES.filter(({ from, to }) => {
        if (folderOf(from) !== folder) return false;
        const target = folderOf(to);
        if (target === folder || rule.may.includes("*")) return false;
        if (!isFolder(target)) return target !== "env.ts";
        return !rule.may.includes(target);
      }).map(({ from, to }) => `${from} → ${to}`);
      expect(reversed).toEqual([]);
    });
  }

  it("allows no arrow that no file draws (every allowance is used)", () => {
    const drawn = new Set(EDGES.map(({ from, to }) => `${folderOf(from)}→${folderOf(to)}`));
    const unused = Object.entries(MAY_IMPORT).flatMap(([folder, rule]) =>
      rule.may
        .filter((target) => target !== "*" && !drawn.has(`${folder}→${target}`))
        .map((t) => `${folder}→${t}`),
    );
    expect(unused).toEqual([]);
  });

  it("nothing imports api/ except the root entry and assembly", () => {
    const reversed = EDGES.filter(
      ({ from, to }) => folderOf(to) === "api" && folderOf(from) !== "api" && isFolder(folderOf(from)),
    ).map(({ from, to }) => `${from} → ${to}`);
    expect(reversed).toEqual([]);
  });

  it("env.ts imports nothing of pix", () => {
    expect(EDGES.filter(({ from }) => from === "env.ts").map(({ to }) => to)).toEqual([]);
  });

  // 37 since the stream's version 2: its shards keep live order books with the domain's (stream →
  // domain) and its venue feeds read the venues' WebSocket frames (stream → venues). 49 since the
  // equivalence and outcomes planes (each reads the catalog's markets through the venues and stores with
  // the platform's D1 kit) and the status plane (the domain's rules, the platform's recorder, the
  // stream's feed reports; api → status mounts it). 52 since the equivalence routes (api → equivalence mounts them) and the outcomes routes: the markets' prices
  // before close are read from the lake's tape (outcomes → lake), and api → outcomes mounts them. One more
  // since a pair's basis: both legs' taped mids are read from the lake's store (equivalence → lake). 55
  // since an index names the judged pairs among its contracts (indices → equivalence). 56 since a pair's
  // live basis: the live index reads the active pairs' legs from the equivalence store (stream → equivalence).
  // 57 since an index's scored outcomes: its route reads the official prints (indices → outcomes). 58
  // since a status component per configured news feed (status → catalog).
  it("has at most 58 arrows between top-level folders", () => {
    const arrows = new Set(
      EDGES.map(({ from, to }) => [folderOf(from), folderOf(to)] as const)
        .filter(([a, b]) => a !== b && isFolder(a) && isFolder(b))
        .map(([a, b]) => `${a}→${b}`),
    );
    expect([...arrows].sort().length, [...arrows].sort().join(", ")).toBeLessThanOrEqual(58);
  });

  it("no two folders import each other", () => {
    const arrows = new Set(
      EDGES.map(({ from, to }) => [folderOf(from), folderOf(to)] as const)
        .filter(([a, b]) => a !== b && isFolder(a) && isFolder(b))
        .map(([a, b]) => `${a}→${b}`),
    );
    const both = [...arrows].filter((arrow) => {
      const [a, b] = arrow.split("→");
      return arrows.has(`${b}→${a}`);
    });
    expect(both).toEqual([]);
  });

  // Inside a plane too: the sub-folders of a top-level folder point one way (a file at the plane's root
  // belongs to no sub-folder), so each object or layer of a plane can be read without the ones above it.
  it("no two sub-folders of a top-level folder import each other", () => {
    const subFolderOf = (path: string) => {
      const parts = path.split("/");
      return parts.length > 2 ? `${parts[0]}/${parts[1]}` : null;
    };
    const arrows = new Set(
      EDGES.map(({ from, to }) => [subFolderOf(from), subFolderOf(to)] as const)
        .filter(
          (pair): pair is readonly [string, string] =>
            pair[0] !== null &&
            pair[1] !== null &&
            pair[0] !== pair[1] &&
            folderOf(pair[0]) === folderOf(pair[1]),
        )
        .map(([a, b]) => `${a}→${b}`),
    );
    const both = [...arrows].filter((arrow) => {
      const [a, b] = arrow.split("→");
      return arrows.has(`${b}→${a}`);
    });
    expect(both).toEqual([]);
  });

  it("no file imports itself through a circle", () => {
    const graph = new Map<string, string[]>();
    for (const { from, to } of EDGES) graph.set(from, [...(graph.get(from) ?? []), to]);
    const state = new Map<string, "open" | "done">();
    const circles: string[] = [];
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "open") {
        circles.push([...path.slice(path.indexOf(file)), file].join(" → "));
        return;
      }
      state.set(file, "open");
      for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
      state.set(file, "done");
    };
    for (const file of FILES) visit(file, []);
    expect(circles).toEqual([]);
  });

  it("sees the whole tree (the rules are not vacuous)", () => {
    const sources = new Set(EDGES.map(({ from }) => folderOf(from)));
    for (const folder of Object.keys(MAY_IMPORT)) expect(sources.has(folder), folder).toBe(true);
  });
});

/** The venue folders: those the registry builds its records from (src/venues/<venue>/). */
const VENUE_FOLDERS = [
  ...new Set(
    EDGES.filter(({ from, to }) => from === "venues/registry.ts" && /^venues\/[^/]+\//.test(to))
      .map(({ to }) => to.split("/").slice(0, 2).join("/"))
      .filter((folder) => folder !== "venues/shared"),
  ),
];

/** The venue ids the registry lists. */
const VENUE_ID_LITERALS = ["kalshi", "polymarket"];

/**
 * Files outside src/venues/ still comparing a venue id: the equivalence domain's rule texts and fees are
 * discriminated by venue (to move into the venues' rule-text capability).
 */
const VENUE_LITERAL_ALLOWANCES = ["domain/equivalence/text.ts", "domain/equivalence/fees.ts"];

describe("the venues", () => {
  it("a venue folder is imported only through the registry and by its own files", () => {
    expect(VENUE_FOLDERS.sort()).toEqual(["venues/kalshi", "venues/polymarket"]);
    const outside = EDGES.filter(({ from, to }) =>
      VENUE_FOLDERS.some(
        (folder) =>
          to.startsWith(`${folder}/`) && from !== "venues/registry.ts" && !from.startsWith(`${folder}/`),
      ),
    );
    expect(outside).toEqual([]);
  });

  it("no venue id is compared with a literal outside src/venues/", () => {
    const ids = VENUE_ID_LITERALS.join("|");
    const compared = new RegExp(
      `(?:===|!==|==|!=)\\s*["'\`](?:${ids})["'\`]|["'\`](?:${ids})["'\`]\\s*(?:===|!==|==|!=)|case\\s+["'\`](?:${ids})["'\`]`,
    );
    const found = FILES.filter(
      (file) => !file.startsWith("venues/") && !VENUE_LITERAL_ALLOWANCES.includes(file),
    ).flatMap((file) =>
      readFileSync(join(SRC, file), "utf8")
        .split("\n")
        .map((line, i) => ({ file, line: i + 1, text: line.trim() }))
        .filter(({ text }) => compared.test(text)),
    );
    expect(found).toEqual([]);
    // The scan is not vacuous: it sees the comparisons the allowances hold.
    for (const file of VENUE_LITERAL_ALLOWANCES) {
      expect(compared.test(readFileSync(join(SRC, file), "utf8")), file).toBe(true);
    }
  });
});

/** The lake's sub-folders (docs/architecture.md, src/lake/README.md): its jobs apart from its storage. */
describe("the lake's jobs and storage", () => {
  const LAKE = "lake/";
  const sub = (path: string) => (path.startsWith(LAKE) ? path.slice(LAKE.length).split("/")[0] : null);
  const texts = FILES.map((file) => ({ file, text: readFileSync(join(SRC, file), "utf8") }));

  it("one queue consumer, in src/lake/jobs/: no other file takes a MessageBatch or acks or retries a message", () => {
    // A queue consumer is what receives a MessageBatch and settles its messages: the lake's one
    // dispatcher (jobs/queue.ts), which hands each message to its job's runner in jobs/.
    const consumers = texts
      .filter(({ text }) => /\bMessageBatch\b|\.(ack|retry|ackAll|retryAll)\(/.test(text))
      .map(({ file }) => file);
    expect(consumers).toEqual(["lake/jobs/queue.ts"]);
  });

  it("the worker's queue and cron take every lake job they run from src/lake/jobs/", () => {
    const lakeImports = EDGES.filter(({ from, to }) => from === "worker.ts" && to.startsWith(LAKE));
    expect(lakeImports.length).toBeGreaterThan(0);
    expect(lakeImports.filter(({ to }) => sub(to) !== "jobs").map(({ to }) => to)).toEqual([]);
  });

  it("src/lake/store/ imports no other sub-folder of the lake (its R2 and D1 reads and writes know no job)", () => {
    const reversed = EDGES.filter(({ from, to }) => sub(from) === "store" && to.startsWith(LAKE))
      .filter(({ to }) => to.slice(LAKE.length).includes("/") && sub(to) !== "store")
      .map(({ from, to }) => `${from} → ${to}`);
    expect(reversed).toEqual([]);
  });

  it("no two sub-folders of the lake import each other", () => {
    const arrows = new Set(
      EDGES.filter(({ from, to }) => from.startsWith(LAKE) && to.startsWith(LAKE))
        .filter(
          ({ from, to }) => from.slice(LAKE.length).includes("/") && to.slice(LAKE.length).includes("/"),
        )
        .map(({ from, to }) => `${sub(from)}→${sub(to)}`)
        .filter((arrow) => arrow.split("→")[0] !== arrow.split("→")[1]),
    );
    expect([...arrows].filter((arrow) => arrows.has(arrow.split("→").reverse().join("→")))).toEqual([]);
  });
});

/**
 * No source file over MAX_LINES (issue 49: a file that long holds more than one job; split it by job in
 * its folder). The allow-list names the files that are data or schema, not code to split; each entry
 * must still be over the limit, so the list cannot go stale.
 */
describe("file sizes", () => {
  const MAX_LINES = 750;
  const ALLOWED_OVER: Record<string, string> = {
    // The labelled look-alike pairs the equivalence judge is measured on: data, one pair per entry.
    "domain/equivalence/labelled/development.ts": "labelled data set (development half)",
    "domain/equivalence/labelled/held-out.ts": "labelled data set (held-out half)",
    // The factor route's model members as zod schemas with their descriptions, which feed the OpenAPI document.
    "factors/model-schemas.ts": "pure zod schema file",
    // D1's tables as drizzle declarations (the migrations are generated from it): one table after another.
    "platform/db/schema.ts": "pure table schema file",
  };
  const linesOf = (file: string) => (readFileSync(join(SRC, file), "utf8").match(/\n/g) ?? []).length;

  it(`no file of src/ is over ${MAX_LINES} lines but the allow-listed data and schema files`, () => {
    const over = FILES.filter((file) => !(file in ALLOWED_OVER) && linesOf(file) > MAX_LINES).map(
      (file) => `${file}: ${linesOf(file)} lines`,
    );
    expect(over).toEqual([]);
  });

  it("every allow-listed file exists and is still over the limit", () => {
    const stale = Object.keys(ALLOWED_OVER).filter(
      (file) => !FILES.includes(file) || linesOf(file) <= MAX_LINES,
    );
    expect(stale).toEqual([]);
  });
});
