/**
 * The data map as the server reads it: content/data-map.yaml, parsed once (docs/privacy.md).
 * A broken file stops the server at start with the field named, rather than purging by a
 * period nobody wrote.
 *
 * A mail to a person in another language names the data map's kinds and periods in the words of
 * content/<locale>/data-map.yaml (docs/product.md#languages): `dataMapIn('fr')` is the English
 * map, authoritative for ids and periods, with the French kind names and moments put in by id.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type DataMap, parseDataMap, type Retention } from '@alpora/shared/data-map';
import { DEFAULT_LOCALE, type Locale } from '@alpora/shared/locales';

export const DATA_MAP_FILE = path.join(import.meta.dirname, '../../../content/data-map.yaml');

/** content/<locale>/data-map.yaml: the same entries, the words of that language. */
export function dataMapFileOf(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? DATA_MAP_FILE : path.join(path.dirname(DATA_MAP_FILE), locale, 'data-map.yaml');
}

let cached: DataMap | undefined;
const translated = new Map<Locale, DataMap>();

export function dataMap(): DataMap {
  cached ??= parseDataMap(readFileSync(DATA_MAP_FILE, 'utf8'));
  return cached;
}

/** The English period with the translation's moment; a translation that changes the form is refused. */
function retentionWords(english: Retention, words: Retention, where: string): Retention {
  if ('until' in english) {
    if (!('until' in words)) throw new Error(`${where}: the retention must be "until" as in content/data-map.yaml.`);
    return { until: words.until };
  }
  if ('until' in words) throw new Error(`${where}: the retention must be a period as in content/data-map.yaml.`);
  return { ...english, after: words.after };
}

/** The data map with the kind names and retention words of a language. */
export function dataMapIn(locale: Locale): DataMap {
  if (locale === DEFAULT_LOCALE) return dataMap();
  const known = translated.get(locale);
  if (known) return known;
  const file = `content/${locale}/data-map.yaml`;
  const words = parseDataMap(readFileSync(dataMapFileOf(locale), 'utf8'), file);
  const english = dataMap();
  const map: DataMap = {
    ...english,
    kinds: english.kinds.map((kind) => {
      const found = words.kinds.find((candidate) => candidate.id === kind.id);
      if (!found) throw new Error(`${file} has no kind "${kind.id}" (content/data-map.yaml has).`);
      return {
        ...kind,
        name: found.name,
        retention: retentionWords(kind.retention, found.retention, `${file} kind "${kind.id}"`),
      };
    }),
  };
  translated.set(locale, map);
  return map;
}
