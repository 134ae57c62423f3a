/**
 * What the privacy policy and the record of processing activities show of the data map
 * (docs/privacy.md#data-map), as plain lists of terms and details: the components only lay them
 * out, so a test can read the very text a page shows from any map, and a period changed in
 * content/data-map.yaml changes the pages with it.
 *
 * @example <DataList items={retentionItems(DATA_MAP)} />
 */
import type { DataKind, DataMap } from '@alpora/shared/data-map';
import type { Locale } from '@alpora/shared/locales';
import { retentionPeriod } from '@alpora/shared/retention-period';
import type { dataMap } from '#site/i18n/en/data-map.ts';
import { currentLocale } from '#site/i18n/index.ts';
import type { Translation } from '#site/i18n/translation.ts';
import { dataMapWords } from './build-words.ts';

/**
 * The words are read at build time only, so they stay out of the dictionary every island
 * bundles (site/i18n/en.ts): the script budget of the signed-in pages has no room for them.
 */
type Words = Translation<typeof dataMap.dataMap>;
const pageWords = (): Words => dataMapWords();

export interface DataListDetail {
  /** Shown before the text ("Legal basis"); none for the one detail an item has. */
  label?: string;
  text: string;
}

export interface DataListItem {
  /** Stable within a list: the kind's id or the storage key. */
  id: string;
  term: string;
  /** The term is a name in code (a storage key), shown as code. */
  code?: boolean;
  /** Words after the term, such as where a key is stored. */
  note?: string;
  details: DataListDetail[];
}

/**
 * "24 months after the last activity on it", or "until you unsubscribe"; in another language
 * the number and unit the Swiss way of that language ("24 Monate nach …"), the moment from its
 * data map, in the words the mails use too (@alpora/shared/retention-period).
 */
export function keptFor(kind: DataKind, locale: Locale = currentLocale()): string {
  return retentionPeriod(kind.retention, locale);
}

/** Section 2 of the policy: what we collect, per kind. */
export function collectedItems(map: DataMap): DataListItem[] {
  return map.kinds.map((kind) => ({ id: kind.id, term: kind.name, details: [{ text: kind.data }] }));
}

/** Section 3: why, and on which legal basis, per kind. */
export function purposeItems(map: DataMap, words: Words = pageWords()): DataListItem[] {
  return map.kinds.map((kind) => ({
    id: kind.id,
    term: kind.name,
    details: [
      { label: words.purpose, text: kind.purpose },
      { label: words.legalBasis, text: kind.legalBasis },
    ],
  }));
}

/** Section 4: every key the site keeps in the browser, where, what for and how long. */
export function storageItems(map: DataMap, words: Words = pageWords()): DataListItem[] {
  return map.browserStorage.map((entry) => ({
    id: entry.key,
    term: entry.key,
    code: true,
    note: words.where[entry.where],
    details: [{ text: entry.purpose }, { label: words.lifetime, text: entry.lifetime }],
  }));
}

/** Section 5: how long each kind is kept, and what deletes it. */
export function retentionItems(map: DataMap, words: Words = pageWords()): DataListItem[] {
  return map.kinds.map((kind) => ({
    id: kind.id,
    term: kind.name,
    details: [
      { label: words.kept, text: keptFor(kind) },
      { label: words.deletedBy, text: words.enforcedBy[kind.enforcedBy] },
    ],
  }));
}

/** The record of processing activities (FADP Art. 12): every field of a kind a register lists. */
export function recordItems(map: DataMap, words: Words = pageWords()): DataListItem[] {
  return map.kinds.map((kind) => ({
    id: kind.id,
    term: kind.name,
    details: [
      { label: words.purpose, text: kind.purpose },
      { label: words.subjects, text: kind.subjects },
      { label: words.data, text: kind.data },
      { label: words.recipients, text: kind.recipients },
      {
        label: words.retention,
        text: `${keptFor(kind)}; ${words.deletedBy.toLowerCase()} ${words.enforcedBy[kind.enforcedBy]}`,
      },
      { label: words.legalBasis, text: kind.legalBasis },
    ],
  }));
}
