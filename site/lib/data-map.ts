/**
 * The data map as the pages read it at build time (content/data-map.yaml, docs/privacy.md):
 * the privacy policy's tables and the record of processing render from it.
 *
 * Another language's words come from content/<locale>/data-map.yaml, the same entries with
 * the words translated (docs/product.md#languages). The English file stays authoritative for
 * everything that is not words: the policy version and date, the controller's name and
 * contact, periods, what deletes a kind and its tables. So `dataMapIn('de')` is the English map
 * with the German words put in by kind id and storage key.
 */
import { type DataMap, parseDataMap, type Retention } from '@alpora/shared/data-map';
import { DEFAULT_LOCALE, type Locale } from '@alpora/shared/locales';
import { currentLocale } from '#site/i18n/index.ts';
import text from '../../content/data-map.yaml?raw';

export const DATA_MAP = parseDataMap(text);

const TRANSLATED = import.meta.glob<string>('../../content/*/data-map.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function retentionWords(english: Retention, words: Retention, where: string): Retention {
  if ('until' in english) {
    if (!('until' in words)) throw new Error(`${where}: the retention must be "until" as in content/data-map.yaml.`);
    return { until: words.until };
  }
  if ('until' in words) throw new Error(`${where}: the retention must be a period as in content/data-map.yaml.`);
  return { ...english, after: words.after };
}

/** The English map with the words of `words` (a translation of it), matched by id and key. */
export function withWords(english: DataMap, words: DataMap, file: string): DataMap {
  return {
    ...english,
    controller: { ...english.controller, address: words.controller.address },
    security: words.security,
    abroad: words.abroad,
    kinds: english.kinds.map((kind) => {
      const found = words.kinds.find((candidate) => candidate.id === kind.id);
      if (!found) throw new Error(`${file} has no kind "${kind.id}" (content/data-map.yaml has).`);
      return {
        ...kind,
        name: found.name,
        subjects: found.subjects,
        data: found.data,
        purpose: found.purpose,
        legalBasis: found.legalBasis,
        recipients: found.recipients,
        retention: retentionWords(kind.retention, found.retention, `${file} kind "${kind.id}"`),
      };
    }),
    browserStorage: english.browserStorage.map((entry) => {
      const found = words.browserStorage.find((candidate) => candidate.key === entry.key);
      if (!found) throw new Error(`${file} has no browser storage key "${entry.key}" (content/data-map.yaml has).`);
      return { ...entry, purpose: found.purpose, lifetime: found.lifetime };
    }),
  };
}

const cache = new Map<Locale, DataMap>([[DEFAULT_LOCALE, DATA_MAP]]);

/** The data map in a language, by default the one being rendered. */
export function dataMapIn(locale: Locale = currentLocale()): DataMap {
  const known = cache.get(locale);
  if (known) return known;
  const file = `content/${locale}/data-map.yaml`;
  const translated = TRANSLATED[`../../${file}`];
  if (translated === undefined) throw new Error(`${file} is missing.`);
  const map = withWords(DATA_MAP, parseDataMap(translated, file), file);
  cache.set(locale, map);
  return map;
}
