/**
 * What a real deploy refuses: the placeholders `wrangler.toml` ships with for staging and production.
 * The D1 database and the KV namespace are bound by an id that only `wrangler d1 create` and
 * `wrangler kv namespace create` print; the repository holds ids of zeros in their place (a UUID's
 * version and variant digits and a last digit apart), and `DOCS_URL` names a reserved example host.
 * A deploy with them would bind resources that do not exist and publish links to nowhere; the dry run
 * bundles them as they are. No network: the check reads the configuration only.
 */
import { join } from "node:path";
import { unstable_readConfig } from "wrangler";
import { ROOT } from "./run.ts";

/** The parts of a wrangler configuration (one environment, as wrangler resolves it) the check reads. */
export interface DeployConfig {
  d1_databases?: readonly { binding: string; database_name?: string; database_id?: string }[];
  kv_namespaces?: readonly { binding: string; id?: string }[];
  r2_buckets?: readonly { binding: string; bucket_name?: string }[];
  queues?: {
    producers?: readonly { binding: string; queue: string }[];
    consumers?: readonly { queue: string; dead_letter_queue?: string }[];
  };
  vars?: Record<string, unknown>;
}

const PLACEHOLDER_D1_ID = /^0{8}-0{4}-4000-8000-0{11}[0-9]$/;
const PLACEHOLDER_KV_ID = /^0{31}[0-9]$/;

/** A host under a name reserved for examples (`example.com`, `pix-staging.example.workers.dev`). */
function isExampleUrl(text: string): boolean {
  try {
    return new URL(text).hostname.split(".").includes("example");
  } catch {
    return false;
  }
}

/** One sentence per placeholder of `environment`: what it is, where, and how to create the real one. */
export function deployPlaceholders(config: DeployConfig, environment: string): string[] {
  const section = `env.${environment}`;
  const found: string[] = [];
  for (const db of config.d1_databases ?? []) {
    const id = db.database_id ?? "";
    if (id !== "" && !PLACEHOLDER_D1_ID.test(id)) continue;
    const name = db.database_name ?? `pix-${environment}`;
    found.push(
      `${db.binding} (D1) in [[${section}.d1_databases]]: database_id ${id === "" ? "is missing" : `${id} is a placeholder`}; create the database with \`npx wrangler d1 create ${name}\` and put the database_id it prints there.`,
    );
  }
  for (const kv of config.kv_namespaces ?? []) {
    const id = kv.id ?? "";
    if (id !== "" && !PLACEHOLDER_KV_ID.test(id)) continue;
    found.push(
      `${kv.binding} (KV) in [[${section}.kv_namespaces]]: id ${id === "" ? "is missing" : `${id} is a placeholder`}; create the namespace with \`npx wrangler kv namespace create ${kv.binding} --env ${environment}\` and put the id it prints there.`,
    );
  }
  const docs = config.vars?.DOCS_URL;
  if (typeof docs === "string" && (docs === "" || isExampleUrl(docs))) {
    found.push(
      `DOCS_URL in [${section}.vars]: the address ${docs === "" ? "is empty" : `${docs} is a placeholder`}; set it to the deployment's own /docs address (on its workers.dev host or its custom domain).`,
    );
  }
  return found;
}

/**
 * The resources bound by name, which the refusal reminds of: a placeholder id usually means none of
 * the environment's resources was created yet.
 */
export function namedResourceCommands(config: DeployConfig): string[] {
  const queues = new Set<string>();
  for (const producer of config.queues?.producers ?? []) queues.add(producer.queue);
  for (const consumer of config.queues?.consumers ?? []) {
    queues.add(consumer.queue);
    if (consumer.dead_letter_queue) queues.add(consumer.dead_letter_queue);
  }
  return [
    ...(config.r2_buckets ?? []).flatMap((bucket) =>
      bucket.bucket_name ? [`npx wrangler r2 bucket create ${bucket.bucket_name}`] : [],
    ),
    ...[...queues].map((queue) => `npx wrangler queues create ${queue}`),
  ];
}

/** wrangler.toml as wrangler resolves it for one environment, without its informational output. */
export function readDeployConfig(environment: string, configPath = join(ROOT, "wrangler.toml")) {
  const saved = process.env.WRANGLER_LOG;
  process.env.WRANGLER_LOG = "error";
  try {
    return unstable_readConfig({ config: configPath, env: environment });
  } finally {
    if (saved === undefined) delete process.env.WRANGLER_LOG;
    else process.env.WRANGLER_LOG = saved;
  }
}

/** The refusal a real deploy prints, or null when the environment holds no placeholder. */
export function placeholderRefusal(config: DeployConfig, environment: string): string | null {
  const found = deployPlaceholders(config, environment);
  if (found.length === 0) return null;
  const named = namedResourceCommands(config);
  return [
    `✖ Not deploying ${environment}: wrangler.toml still holds ${found.length === 1 ? "a placeholder" : `${found.length} placeholders`} (docs/deploying.md, step 3).`,
    ...found.map((sentence) => `  - ${sentence}`),
    ...(named.length === 0
      ? []
      : [
          `  The resources bound by name must exist too; if they do not yet, create them: ${named.map((c) => `\`${c}\``).join(", ")}.`,
        ]),
  ].join("\n");
}
