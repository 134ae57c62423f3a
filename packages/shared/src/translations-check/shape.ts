/**
 * The shape of a translated value (docs/product.md#languages): every leaf of a YAML document or
 * a dictionary object by its key path, so an English file and its translation are compared key
 * for key. A list whose entries all carry an `id` (or a `key`) is addressed by it
 * (`kinds[lead-plan].name`), so a missing entry is named, not an index that shifted; other lists
 * by index (`items[2]`).
 *
 * @example leavesOf({ hero: { title: 'Hi', points: ['a', 'b'] } })
 *          // leaves: hero.title → 'Hi', hero.points[0] → 'a', hero.points[1] → 'b'
 */

export interface Shape {
  /** Each leaf (a string, number, boolean, null or function) by its key path. */
  leaves: Map<string, unknown>;
  /** Every path that holds an object or a list, the root excepted. */
  branches: Set<string>;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The field a list's entries are told apart by, when every entry has a distinct one. */
function entryName(list: unknown[]): 'id' | 'key' | undefined {
  for (const field of ['id', 'key'] as const) {
    const names = list.map((entry) => (isPlainObject(entry) ? entry[field] : undefined));
    if (names.length > 0 && names.every((name) => typeof name === 'string') && new Set(names).size === names.length)
      return field;
  }
  return undefined;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

export function leavesOf(value: unknown): Shape {
  const shape: Shape = { leaves: new Map(), branches: new Set() };
  const visit = (node: unknown, path: string) => {
    if (Array.isArray(node)) {
      if (path) shape.branches.add(path);
      const field = entryName(node);
      node.forEach((entry, index) => {
        visit(entry, `${path}[${field ? String((entry as Record<string, unknown>)[field]) : index}]`);
      });
    } else if (isPlainObject(node) && !(node instanceof Date)) {
      if (path) shape.branches.add(path);
      for (const [key, child] of Object.entries(node)) visit(child, join(path, key));
    } else {
      shape.leaves.set(path, node instanceof Date ? node.toISOString() : node);
    }
  };
  visit(value, '');
  return shape;
}

/**
 * The shortest path of `path` (itself or a parent) the other shape lacks: a missing entry is
 * named once, not once per field.
 */
export function missingRoot(path: string, other: Shape): string {
  const parts = [...path.matchAll(/[^.[\]]+|\[[^\]]*\]/g)].map((match) => match[0]);
  let prefix = '';
  for (const part of parts) {
    prefix = part.startsWith('[') ? `${prefix}${part}` : join(prefix, part);
    if (!other.branches.has(prefix) && !other.leaves.has(prefix)) return prefix;
  }
  return path;
}

/** The key paths one shape has and the other lacks, each named at its highest missing level. */
export function missingPaths(from: Shape, other: Shape): string[] {
  const absent = [...from.leaves.keys()].filter((path) => !other.leaves.has(path) && !other.branches.has(path));
  return [...new Set(absent.map((path) => missingRoot(path, other)))];
}
