/**
 * The one way `clients/python/pix_client/models.py` is produced from an OpenAPI document, shared by
 * `npm run client:generate` and the contract test that fails when the committed file drifts:
 * a TypedDict per component schema (response bodies, their `data` members, stream messages) and the
 * operation table the Python client builds its methods from.
 */

import { GENERATE_COMMAND } from "../../scripts/command.ts";

export const MODELS_PATH = new URL("../pix_client/models.py", import.meta.url);

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
};

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

const HEADER = `"""Types of the pix v1 contract, generated from /api/v1/openapi.json.

Do not edit: run \`${GENERATE_COMMAND}\` after changing a route schema.
"""

from __future__ import annotations

from typing import Any, Literal, NotRequired, TypedDict, Union

`;

/** The Python method name of an operation: its id without the leading verb, in snake case. */
export function methodName(operationId: string): string {
  const bare = operationId.replace(/^(get|list|connect)(?=[A-Z])/, "");
  return bare.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
}

function pascal(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");
}

class Emitter {
  readonly blocks: string[] = [];
  /** Names taken: every component's, then each inline object's as it is emitted. */
  private readonly names: Set<string>;

  constructor(components: string[]) {
    this.names = new Set(components);
  }

  /** A Python type expression for a schema; inline objects become named TypedDicts after `hint`. */
  type(schema: Schema | undefined, hint: string): string {
    if (!schema) return "Any";
    if (schema.$ref) return `"${pascal(schema.$ref.split("/").at(-1) ?? "")}"`;
    const variants = schema.anyOf ?? schema.oneOf;
    if (variants) return this.union(variants.map((s, i) => this.type(s, `${hint}${i + 1}`)));
    if (schema.allOf) return schema.allOf.length === 1 ? this.type(schema.allOf[0], hint) : "dict[str, Any]";
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    const nullable = schema.nullable === true || types.includes("null");
    const concrete = types.filter((t) => t !== "null");
    let base: string;
    if (schema.enum?.every((v) => typeof v === "string" || typeof v === "number")) {
      base = `Literal[${(schema.enum ?? [])
        .filter((v) => v !== null)
        .map((v) => JSON.stringify(v))
        .join(", ")}]`;
    } else if (concrete.length > 1) {
      base = this.union(concrete.map((t) => this.type({ ...schema, type: t, nullable: false }, hint)));
    } else {
      base = this.single(concrete[0], schema, hint);
    }
    return nullable ? this.union([base, "None"]) : base;
  }

  private single(kind: string | undefined, schema: Schema, hint: string): string {
    switch (kind) {
      case "string":
        return "str";
      case "integer":
        return "int";
      case "number":
        return "float";
      case "boolean":
        return "bool";
      case "array":
        return `list[${this.type(schema.items, `${hint}Item`)}]`;
      case "object":
        if (schema.properties && Object.keys(schema.properties).length > 0) {
          return `"${this.typedDict(hint, schema)}"`;
        }
        if (typeof schema.additionalProperties === "object") {
          return `dict[str, ${this.type(schema.additionalProperties, `${hint}Value`)}]`;
        }
        return "dict[str, Any]";
      default:
        return "Any";
    }
  }

  private union(members: string[]): string {
    const unique = [...new Set(members)];
    return unique.length === 1 ? (unique[0] ?? "Any") : `Union[${unique.join(", ")}]`;
  }

  /** Emits a TypedDict (functional form: member names such as `from` are Python keywords). */
  typedDict(wanted: string, schema: Schema, component = false): string {
    let name = wanted;
    for (let n = 2; !component && this.names.has(name); n++) name = `${wanted}${n}`;
    this.names.add(name);
    const required = new Set(schema.required ?? []);
    const members = Object.entries(schema.properties ?? {}).map(([key, member]) => {
      const type = this.type(member, `${name}${pascal(key)}`);
      return `        ${JSON.stringify(key)}: ${required.has(key) ? type : `NotRequired[${type}]`},`;
    });
    this.blocks.push(`${name} = TypedDict(\n    "${name}",\n    {\n${members.join("\n")}\n    },\n)\n`);
    return name;
  }
}

const KEYWORDS = new Set([
  "from",
  "in",
  "is",
  "not",
  "and",
  "or",
  "class",
  "def",
  "return",
  "global",
  "type",
  "id",
]);

/** A parameter's Python argument name (`from` → `from_`). */
function argument(name: string): string {
  const snake = name.replace(/[^A-Za-z0-9_]/g, "_");
  return KEYWORDS.has(snake) && snake !== "id" && snake !== "type" ? `${snake}_` : snake;
}

/** The generated base class: one typed method per operation answering JSON or bytes. */
function operationMethods(document: Document, emitter: Emitter): string {
  const methods: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const ok = operation.responses?.["200"]?.content;
      if (!operation.operationId || !ok) continue;
      const name = methodName(operation.operationId);
      const json = ok["application/json"]?.schema;
      const returns = json ? emitter.type(json, `${pascal(operation.operationId)}Body`) : "bytes";
      const params = operation.parameters ?? [];
      const pathParams = params.filter((p) => p.in === "path");
      const queryParams = params.filter((p) => p.in === "query");
      const signature = ["self", ...pathParams.map((p) => `${argument(p.name)}: str`)];
      if (queryParams.length > 0) signature.push("*");
      for (const p of queryParams) {
        const type = emitter.type(p.schema, `${pascal(operation.operationId)}${pascal(p.name)}`);
        signature.push(
          p.required ? `${argument(p.name)}: ${type}` : `${argument(p.name)}: ${type} | None = None`,
        );
      }
      const dict = (list: Parameter[]) =>
        `{${list.map((p) => `${JSON.stringify(p.name)}: ${argument(p.name)}`).join(", ")}}`;
      methods.push(
        `    def ${name}(${signature.join(", ")}) -> ${returns}:\n` +
          `        """${method.toUpperCase()} ${path} (${operation.operationId})."""\n` +
          `        return self._call(${JSON.stringify(name)}, ${dict(pathParams)}, ${dict(queryParams)})  # type: ignore[no-any-return]\n`,
      );
    }
  }
  return `
class Operations:
    """One method per v1 operation, named after its operationId without the leading verb."""

    def _call(self, name: str, path: dict[str, Any], query: dict[str, Any]) -> Any:
        raise NotImplementedError

${methods.join("\n")}`;
}

function operationRows(document: Document): string[] {
  const rows: string[] = [];
  const seen = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!operation.operationId || !operation.responses) continue;
      const name = methodName(operation.operationId);
      if (seen.has(name)) throw new Error(`two operations would both be named ${name}`);
      seen.add(name);
      const json = operation.responses["200"]?.content?.["application/json"]?.schema?.$ref;
      const response = json ? pascal(json.split("/").at(-1) ?? "") : null;
      const params = (operation.parameters ?? []).map(
        (p) =>
          `_parameter(${JSON.stringify(p.name)}, ${JSON.stringify(p.in)}, ${p.required ? "True" : "False"})`,
      );
      rows.push(
        `    _operation(\n        name=${JSON.stringify(name)},\n        operation_id=${JSON.stringify(operation.operationId)},\n` +
          `        method=${JSON.stringify(method.toUpperCase())},\n        path=${JSON.stringify(path)},\n` +
          `        parameters=(${params.join(", ")}${params.length === 1 ? "," : ""}),\n` +
          `        response=${response ? JSON.stringify(response) : "None"},\n    ),`,
      );
    }
  }
  return rows;
}

const OPERATION_TYPES = `
class Parameter(TypedDict):
    """One parameter of an operation: its name and where it goes (\`path\` or \`query\`)."""

    name: str
    location: Literal["path", "query", "header"]
    required: bool


class Operation(TypedDict):
    """One v1 operation: the method named after it, its HTTP method and path, its parameters."""

    name: str
    operation_id: str
    method: str
    path: str
    parameters: tuple[Parameter, ...]
    response: str | None


def _parameter(name: str, location: str, required: bool) -> Parameter:
    return {"name": name, "location": location, "required": required}  # type: ignore[typeddict-item]


def _operation(**fields: Any) -> Operation:
    return fields  # type: ignore[return-value]
`;

export function modelsFromDocument(input: unknown): string {
  const document = input as Document;
  const schemas = document.components?.schemas ?? {};
  const emitter = new Emitter(Object.keys(schemas).map(pascal));
  const aliases: string[] = [];
  for (const [raw, schema] of Object.entries(schemas)) {
    const name = pascal(raw);
    const isObject =
      schema.properties && Object.keys(schema.properties).length > 0 && !schema.anyOf && !schema.oneOf;
    if (isObject) emitter.typedDict(name, schema, true);
    else aliases.push(`${name} = ${emitter.type(schema, name).replace(/^"(.*)"$/, "$1")}\n`);
  }
  const rows = operationRows(document).join("\n");
  const methods = operationMethods(document, emitter);
  return [
    HEADER,
    emitter.blocks.join("\n"),
    "\n",
    aliases.map((a) => a.replace(/"([A-Za-z0-9]+)"/g, "$1")).join(""),
    OPERATION_TYPES,
    methods,
    `\nOPERATIONS: tuple[Operation, ...] = (\n${rows}\n)\n"""Every operation of /api/v1/openapi.json, in the document's order."""\n`,
  ].join("");
}
