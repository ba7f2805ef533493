/**
 * Prints a JSON Schema (as zod's toJSONSchema emits it) as a compact TypeScript-like type for
 * server/API.md: `{ mail: string ≤254, password?: string }`. Constraints follow the type.
 */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  description?: string;
};

const SAFE_INTEGER = 9_007_199_254_740_991;
const INDENT = '  ';

export function schemaText(schema: JsonSchema, depth = 0): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map((member) => schemaText(member, depth)).join(' | ');
  if (schema.allOf) return schema.allOf.map((member) => schemaText(member, depth)).join(' & ');
  if (Array.isArray(schema.type)) return schema.type.map((type) => schemaText({ ...schema, type }, depth)).join(' | ');
  switch (schema.type) {
    case 'object':
      return objectText(schema, depth);
    case 'array':
      return `${wrap(schemaText(schema.items ?? {}, depth))}[]${limits(schema.minItems, schema.maxItems, ' items')}`;
    case 'string':
      return `string${stringConstraints(schema)}`;
    case 'integer':
    case 'number':
      return `${schema.type}${numberConstraints(schema)}`;
    case 'boolean':
    case 'null':
      return schema.type;
    default:
      return 'unknown';
  }
}

function objectText(schema: JsonSchema, depth: number): string {
  const entries = Object.entries(schema.properties ?? {});
  const extra = schema.additionalProperties;
  if (entries.length === 0) {
    return typeof extra === 'object' ? `Record<string, ${schemaText(extra, depth)}>` : '{}';
  }
  const required = new Set(schema.required ?? []);
  const pad = INDENT.repeat(depth + 1);
  const lines = entries.map(([key, value]) => `${pad}${key}${required.has(key) ? '' : '?'}: ${schemaText(value, depth + 1)}`);
  return `{\n${lines.join('\n')}\n${INDENT.repeat(depth)}}`;
}

function wrap(text: string): string {
  return text.includes(' | ') ? `(${text})` : text;
}

function stringConstraints(schema: JsonSchema): string {
  const parts: string[] = [];
  if (schema.format) parts.push(schema.format);
  if (schema.pattern) parts.push(`/${schema.pattern}/`);
  const length = limits(schema.minLength, schema.maxLength, ' chars');
  return (parts.length ? ` (${parts.join(', ')})` : '') + length;
}

function numberConstraints(schema: JsonSchema): string {
  const min = schema.exclusiveMinimum !== undefined ? `>${schema.exclusiveMinimum}` : schema.minimum;
  const low = min === undefined || min === -SAFE_INTEGER ? undefined : min;
  const high = schema.maximum === undefined || schema.maximum === SAFE_INTEGER ? undefined : schema.maximum;
  if (low === undefined && high === undefined) return '';
  if (typeof low === 'string') return ` ${low}${high === undefined ? '' : ` ≤${high}`}`;
  return limits(low, high, '');
}

function limits(min: number | undefined, max: number | undefined, unit: string): string {
  if (min !== undefined && max !== undefined) return min === max ? ` =${min}${unit}` : ` ${min}–${max}${unit}`;
  if (min !== undefined && min > 0) return ` ≥${min}${unit}`;
  if (max !== undefined) return ` ≤${max}${unit}`;
  return '';
}
