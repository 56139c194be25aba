/**
 * A zod schema as the JSON Schema of an OpenAI-style `response_format: json_schema`. Strict mode
 * (the provider constrains decoding to the schema) needs every object closed (`additionalProperties:
 * false`) with all its properties required; zod 4's `z.toJSONSchema` writes plain `z.object`s that way.
 * A schema with an open object (a record) is sent with `strict: false`, and the answer is checked anyway.
 */
import { z } from 'zod';

export interface ResponseSchema {
  schema: Record<string, unknown>;
  strict: boolean;
}

type JsonSchemaNode = Record<string, unknown>;

function isStrictCompatible(node: unknown): boolean {
  if (Array.isArray(node)) return node.every(isStrictCompatible);
  if (!node || typeof node !== 'object') return true;
  const schema = node as JsonSchemaNode;
  if ('propertyNames' in schema || 'patternProperties' in schema) return false;
  const properties = schema.properties as JsonSchemaNode | undefined;
  if (schema.type === 'object' || properties) {
    if (schema.additionalProperties !== false) return false;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    if (Object.keys(properties ?? {}).some((key) => !required.has(key))) return false;
  }
  return Object.values(schema).every(isStrictCompatible);
}

export function toResponseSchema(schema: z.ZodType): ResponseSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { unrepresentable: 'throw' }) as JsonSchemaNode;
  return { schema: json, strict: isStrictCompatible(json) };
}
