/**
 * A small Apache Iceberg REST catalog, under `/iceberg` (the catalog URI is `{origin}/iceberg`), with the
 * endpoints pix's commits use, in the REST API's shapes: `GET v1/config?warehouse=` (the warehouse as the
 * path prefix, as R2 Data Catalog answers), namespaces (create, load, exists), tables (create, load,
 * exists) and the table commit `POST …/tables/{table}` with its requirements (`assert-create`,
 * `assert-table-uuid`, `assert-ref-snapshot-id`: 409 CommitFailedException when one fails) and the
 * updates `add-snapshot`, `set-snapshot-ref`, `remove-snapshots`, `set-properties`. Tables live in
 * memory, one catalog per simulator; a table's location is `s3://{bucket}/__r2_data_catalog/{uuid}` with
 * the bucket the warehouse names (`{account}_{bucket}`, or the bucket alone). Every request needs a bearer
 * token (401 without one); the token itself is not checked.
 */
import { json, type SimReply } from "./reply.ts";

interface Snapshot {
  "snapshot-id": number;
  "parent-snapshot-id"?: number;
  "sequence-number": number;
  "timestamp-ms": number;
  [member: string]: unknown;
}

interface Table {
  metadata: {
    "format-version": 2;
    "table-uuid": string;
    location: string;
    "last-sequence-number": number;
    "last-updated-ms": number;
    "current-snapshot-id"?: number;
    snapshots: Snapshot[];
    "snapshot-log": { "snapshot-id": number; "timestamp-ms": number }[];
    refs: Record<string, { "snapshot-id": number; type: string }>;
    properties: Record<string, string>;
    [member: string]: unknown;
  };
  version: number;
}

export interface IcebergCatalogState {
  namespaces: Map<string, Record<string, string>>;
  tables: Map<string, Table>;
  commits: number;
}

export function createIcebergCatalog() {
  const state: IcebergCatalogState = { namespaces: new Map(), tables: new Map(), commits: 0 };
  const error = (status: number, type: string, message: string) =>
    json({ error: { message, type, code: status } }, status);

  function loadResult(table: Table) {
    return {
      "metadata-location": `${table.metadata.location}/metadata/v${table.version}.metadata.json`,
      metadata: table.metadata,
    };
  }

  async function handle(request: Request, path: string[], url: URL): Promise<SimReply> {
    if (!/^Bearer \S+/.test(request.headers.get("Authorization") ?? "")) {
      return error(401, "NotAuthorizedException", "a bearer token is required");
    }
    if (path[0] !== "v1") return error(404, "NotFoundException", "not found");
    if (path[1] === "config" && path.length === 2) {
      const warehouse = url.searchParams.get("warehouse") ?? "";
      return json({ defaults: {}, overrides: warehouse ? { prefix: warehouse } : {}, endpoints: [] });
    }
    const [, prefix = "", section, ns, sub, name] = path;
    const bucket = prefix.includes("_") ? prefix.slice(prefix.indexOf("_") + 1) : prefix;
    if (section !== "namespaces") return error(404, "NotFoundException", "not found");
    const body = request.method === "POST" ? ((await request.json()) as Record<string, unknown>) : {};
    if (ns === undefined) {
      if (request.method !== "POST")
        return json({ namespaces: [...state.namespaces.keys()].map((n) => n.split("\u001f")) });
      const names = body.namespace as string[];
      const id = names.join("\u001f");
      if (state.namespaces.has(id)) return error(409, "AlreadyExistsException", `namespace ${id} exists`);
      state.namespaces.set(id, (body.properties as Record<string, string>) ?? {});
      return json({ namespace: names, properties: state.namespaces.get(id) });
    }
    const nsId = decodeURIComponent(ns);
    if (!state.namespaces.has(nsId))
      return error(404, "NoSuchNamespaceException", `namespace ${nsId} does not exist`);
    if (sub === undefined)
      return json({ namespace: nsId.split("\u001f"), properties: state.namespaces.get(nsId) });
    if (sub !== "tables") return error(404, "NotFoundException", "not found");
    if (name === undefined) {
      if (request.method !== "POST") {
        const identifiers = [...state.tables.keys()]
          .filter((k) => k.startsWith(`${nsId}.`))
          .map((k) => ({ namespace: nsId.split("\u001f"), name: k.slice(nsId.length + 1) }));
        return json({ identifiers });
      }
      const tableName = body.name as string;
      const key = `${nsId}.${tableName}`;
      if (state.tables.has(key)) return error(409, "AlreadyExistsException", `table ${key} exists`);
      const uuid = crypto.randomUUID();
      const schema = body.schema as Record<string, unknown>;
      const spec = (body["partition-spec"] as Record<string, unknown>) ?? { "spec-id": 0, fields: [] };
      const fields = (schema.fields as { id: number; type: unknown }[]) ?? [];
      const table: Table = {
        version: 1,
        metadata: {
          "format-version": 2,
          "table-uuid": uuid,
          location: `s3://${bucket}/__r2_data_catalog/${uuid}`,
          "last-sequence-number": 0,
          "last-updated-ms": Date.now(),
          "last-column-id": maxFieldId(fields),
          "current-schema-id": 0,
          schemas: [{ ...schema, "schema-id": 0 }],
          "default-spec-id": 0,
          "partition-specs": [{ ...spec, "spec-id": 0 }],
          "last-partition-id": Math.max(
            999,
            ...((spec.fields as { "field-id": number }[]) ?? []).map((f) => f["field-id"]),
          ),
          "default-sort-order-id": 0,
          "sort-orders": [{ "order-id": 0, fields: [] }],
          properties: (body.properties as Record<string, string>) ?? {},
          snapshots: [],
          "snapshot-log": [],
          "metadata-log": [],
          refs: {},
        },
      };
      state.tables.set(key, table);
      return json(loadResult(table));
    }
    const key = `${nsId}.${decodeURIComponent(name)}`;
    const table = state.tables.get(key);
    if (!table) return error(404, "NoSuchTableException", `table ${key} does not exist`);
    if (request.method !== "POST") return json(loadResult(table));
    return commit(key, table, body);
  }

  function commit(key: string, table: Table, body: Record<string, unknown>): SimReply {
    const requirements = (body.requirements as Record<string, unknown>[]) ?? [];
    for (const requirement of requirements) {
      const failed =
        requirement.type === "assert-create" ||
        (requirement.type === "assert-table-uuid" && requirement.uuid !== table.metadata["table-uuid"]) ||
        (requirement.type === "assert-ref-snapshot-id" &&
          (table.metadata.refs[requirement.ref as string]?.["snapshot-id"] ?? null) !==
            requirement["snapshot-id"]);
      if (failed)
        return error(
          409,
          "CommitFailedException",
          `requirement ${String(requirement.type)} failed for ${key}`,
        );
    }
    const metadata = structuredClone(table.metadata);
    for (const update of (body.updates as Record<string, unknown>[]) ?? []) {
      if (update.action === "add-snapshot") {
        const snapshot = update.snapshot as Snapshot;
        if (snapshot["sequence-number"] <= metadata["last-sequence-number"]) {
          return error(400, "BadRequestException", "a snapshot's sequence number must follow the table's");
        }
        metadata.snapshots.push(snapshot);
        metadata["last-sequence-number"] = snapshot["sequence-number"];
        metadata["last-updated-ms"] = snapshot["timestamp-ms"];
      } else if (update.action === "set-snapshot-ref") {
        const id = update["snapshot-id"] as number;
        if (!metadata.snapshots.some((s) => s["snapshot-id"] === id)) {
          return error(400, "BadRequestException", `no snapshot ${id}`);
        }
        metadata.refs[update["ref-name"] as string] = { "snapshot-id": id, type: update.type as string };
        if (update["ref-name"] === "main") {
          metadata["current-snapshot-id"] = id;
          metadata["snapshot-log"].push({ "snapshot-id": id, "timestamp-ms": metadata["last-updated-ms"] });
        }
      } else if (update.action === "remove-snapshots") {
        const ids = new Set(update["snapshot-ids"] as number[]);
        metadata.snapshots = metadata.snapshots.filter(
          (s) => !ids.has(s["snapshot-id"]) || s["snapshot-id"] === metadata["current-snapshot-id"],
        );
      } else if (update.action === "set-properties") {
        Object.assign(metadata.properties, update.updates as Record<string, string>);
      } else {
        return error(400, "BadRequestException", `update ${String(update.action)} is not supported here`);
      }
    }
    table.metadata = metadata;
    table.version++;
    state.commits++;
    return json(loadResult(table));
  }

  return { handle, state };
}

function maxFieldId(fields: readonly { id: number; type: unknown }[]): number {
  let max = 0;
  for (const field of fields) {
    max = Math.max(max, field.id);
    const type = field.type as { fields?: { id: number; type: unknown }[] };
    if (typeof type === "object" && type?.fields) max = Math.max(max, maxFieldId(type.fields));
  }
  return max;
}
