/**
 * Every program under examples/ run as a reader runs it (curl in POSIX sh, Python with pix_client installed
 * in a fresh virtual environment, TypeScript on the project's Node with the typed client) against the node project's local pix, seeded
 * with one ingestion cycle and a key. Each must exit 0 and print what it says it reads; the figures are
 * checked against the API itself.
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type PythonVenv, pythonClientVenv } from "../support/node/python.ts";
import { type Seeded, seed } from "./seed.node.ts";

const base = inject("pixUrl");
const EXAMPLES = join(import.meta.dirname, "..", "..", "examples");

const LANGUAGES = {
  curl: ["sh", join(EXAMPLES, "curl", "pix.sh")],
  python: ["python", join(EXAMPLES, "python", "pix.py")], // the venv's python, with pix_client
  typescript: [process.execPath, join(EXAMPLES, "typescript", "pix.ts")],
} as const;
type Language = keyof typeof LANGUAGES;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

let seeded: Seeded;
let venv: PythonVenv;

function example(language: Language, task: string, env: Record<string, string> = {}): Promise<Run> {
  const [named, script] = LANGUAGES[language];
  const command = language === "python" ? venv.python : named;
  const { PIX_API_KEY: _key, PIX_URL: _url, ...inherited } = process.env;
  return new Promise((done) => {
    execFile(
      command,
      [script, task],
      { env: { ...inherited, PIX_URL: base, ...env }, timeout: 30_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : null) : 0;
        done({ code, stdout, stderr });
      },
    );
  });
}

async function api<T>(path: string, key?: string): Promise<T> {
  const res = await fetch(`${base}${path}`, { headers: key ? { "X-API-Key": key } : {} });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

beforeAll(async () => {
  [seeded, venv] = await Promise.all([seed(base), pythonClientVenv()]);
}, 180_000);

afterAll(async () => {
  await seeded?.stop();
  await venv?.remove();
});

describe.each(Object.keys(LANGUAGES) as Language[])("examples/%s", (language) => {
  it("latest: the index's latest value as the API serves it", async () => {
    const run = await example(language, "latest");
    expect(run.code, run.stderr).toBe(0);
    const snapshot = await api<{ data: { value: { decimal: string; unit: string } } }>(
      "/api/v1/indices/PIXCPI/snapshots/latest",
    );
    const { decimal, unit } = snapshot.data.value;
    expect(run.stdout).toMatch(
      new RegExp(
        `^latest PIXCPI ${decimal.replace(".", "\\.")} ${unit} at \\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:00Z$`,
        "m",
      ),
    );
  });

  it("history: a year of daily buckets, counted as the API counts them", async () => {
    const run = await example(language, "history");
    expect(run.code, run.stderr).toBe(0);
    const history = await api<{ data: { buckets: unknown[] } }>(
      "/api/v1/indices/PIXCPI/history?range=1y&resolution=1d",
    );
    expect(run.stdout).toMatch(
      new RegExp(`^history PIXCPI 1y 1d: ${history.data.buckets.length} buckets$`, "m"),
    );
  });

  it("lake: every row of the snapshot, page after page", async () => {
    const { venue, date, at, rows } = seeded.lake;
    const env = { PIX_LAKE_VENUE: venue, PIX_LAKE_DATE: date, PIX_LAKE_AT: at };
    const run = await example(language, "lake", env);
    expect(run.code, run.stderr).toBe(0);
    expect(rows).toBeGreaterThan(25); // more than one page of 25
    expect(run.stdout).toMatch(new RegExp(`^lake ${venue} ${date} ${at}: ${rows} rows`, "m"));
  });

  it("stream: the snapshot of every market, then exits", async () => {
    const markets = await api<{ markets: unknown[] }>("/api/markets");
    const run = await example(language, "stream");
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(`^stream snapshot connect anonymous ${markets.markets.length} markets$`, "m"),
    );
    if (language !== "curl") expect(run.stdout).toMatch(/^stream snapshot subscribe anonymous 1 markets$/m);
  });

  it("factors: the factor response with a key, refused without one", async () => {
    const run = await example(language, "factors", { PIX_API_KEY: seeded.apiKey });
    expect(run.code, run.stderr).toBe(0);
    const body = await api<{ state: string }>("/api/v1/factors/stocks/AAPL", seeded.apiKey);
    expect(run.stdout).toMatch(new RegExp(`^factors AAPL ${body.state} as of \\S+`, "m"));
    const anonymous = await example(language, "factors");
    expect(anonymous.code).not.toBe(0);
  });
});

describe("examples with a key on the stream", () => {
  it.each(["python", "typescript"] as const)("%s authenticates in the first message", async (language) => {
    const run = await example(language, "stream", { PIX_API_KEY: seeded.apiKey });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^stream snapshot auth key \d+ markets$/m);
    expect(run.stdout).toMatch(/^stream snapshot subscribe key 1 markets$/m);
  });
});
