/**
 * A JSON Schema (as zod-openapi emits it) written as a compact TypeScript-like shape for the
 * API reference, e.g. `{ status: "ok" | "degraded"; ready: boolean }`.
 */
type Schema = Record<string, unknown>;

const INDENT = '  ';

function literal(value: unknown): string {
  return JSON.stringify(value);
}

export function schemaShape(schema: unknown, depth = 0): string {
  if (!schema || typeof schema !== 'object') return 'unknown';
  const s = schema as Schema;
  if (Array.isArray(s.enum)) return s.enum.map(literal).join(' | ');
  if ('const' in s) return literal(s.const);
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = s[key];
    if (Array.isArray(options)) return options.map((option) => schemaShape(option, depth)).join(' | ');
  }
  const type = Array.isArray(s.type) ? s.type : [s.type];
  if (type.includes('array')) return `${schemaShape(s.items, depth)}[]`;
  if (type.includes('object') || s.properties) {
    const properties = (s.properties ?? {}) as Record<string, unknown>;
    const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
    const entries = Object.entries(properties);
    if (entries.length === 0)
      return s.additionalProperties ? `Record<string, ${schemaShape(s.additionalProperties, depth)}>` : '{}';
    const pad = INDENT.repeat(depth + 1);
    const lines = entries.map(
      ([name, value]) => `${pad}${name}${required.has(name) ? '' : '?'}: ${schemaShape(value, depth + 1)};`,
    );
    return `{\n${lines.join('\n')}\n${INDENT.repeat(depth)}}`;
  }
  const base = type.filter((item): item is string => typeof item === 'string').join(' | ') || 'unknown';
  return base === 'integer' ? 'number' : base;
}
