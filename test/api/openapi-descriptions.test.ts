import { SELF } from "cloudflare:test";
import { expect, it } from "vitest";

/** A JSON Schema node as the OpenAPI document carries it (only the keys this walk reads). */
interface SchemaNode {
  $ref?: string;
  description?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode | SchemaNode[];
  additionalProperties?: SchemaNode | boolean;
  allOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
}

const COMPONENT = "#/components/schemas/";

/**
 * True when the node, or the component its `$ref` names, carries a non-empty description. A member
 * that names a component and describes itself at its use site is rendered `allOf: [{$ref}, {description}]`:
 * one of its allOf branches then carries the description.
 */
function described(node: SchemaNode, components: Record<string, SchemaNode>): boolean {
  if (node.description?.trim()) return true;
  if (node.$ref?.startsWith(COMPONENT)) {
    return Boolean(components[node.$ref.slice(COMPONENT.length)]?.description?.trim());
  }
  return (node.allOf ?? []).some((branch) => described(branch, components));
}

/**
 * Every property under `node` without a description, as `Schema.path.member`. The walk goes into
 * inline properties, array items and allOf/anyOf/oneOf branches; it stops at a `$ref`, since the
 * component it names is walked on its own.
 */
function undescribed(node: SchemaNode, path: string, components: Record<string, SchemaNode>): string[] {
  if (node.$ref) return [];
  const found: string[] = [];
  for (const [name, member] of Object.entries(node.properties ?? {})) {
    const at = `${path}.${name}`;
    if (!described(member, components)) found.push(at);
    found.push(...undescribed(member, at, components));
  }
  const items = Array.isArray(node.items) ? node.items : node.items ? [node.items] : [];
  for (const item of items) found.push(...undescribed(item, path, components));
  for (const branch of [...(node.allOf ?? []), ...(node.anyOf ?? []), ...(node.oneOf ?? [])]) {
    found.push(...undescribed(branch, path, components));
  }
  return found;
}

it("every member of every v1 component schema carries a description", async () => {
  const res = await SELF.fetch("https://pix.test/api/v1/openapi.json");
  expect(res.status).toBe(200);
  const doc = (await res.json()) as { components: { schemas: Record<string, SchemaNode> } };
  const components = doc.components.schemas;
  const missing = Object.entries(components).flatMap(([name, schema]) =>
    undescribed(schema, name, components),
  );
  if (missing.length > 0) console.log(`${missing.length} undescribed members:\n${missing.join("\n")}`);
  expect(missing).toEqual([]);
});
