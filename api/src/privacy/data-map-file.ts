/**
 * The data map as the server reads it: content/data-map.yaml, parsed once (docs/privacy.md).
 * A broken file stops the server at start with the field named, rather than purging by a
 * period nobody wrote.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type DataMap, parseDataMap } from '@alpora/shared/data-map';

export const DATA_MAP_FILE = path.join(import.meta.dirname, '../../../content/data-map.yaml');

let cached: DataMap | undefined;

export function dataMap(): DataMap {
  cached ??= parseDataMap(readFileSync(DATA_MAP_FILE, 'utf8'));
  return cached;
}
