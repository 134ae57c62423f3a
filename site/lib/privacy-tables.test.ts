/**
 * The privacy policy and the record of processing cannot disagree with the data map
 * (docs/privacy.md#data-map): their lists are built from whatever map they are given, so a
 * copy of content/data-map.yaml with one period changed shows the changed period, and only it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDataMap } from '@alpora/shared/data-map';
import { describe, expect, test } from 'vitest';
import { dataMap } from '#site/i18n/en/data-map.ts';
import { setRenderLocale } from '#site/i18n/index.ts';
import { DATA_MAP, dataMapIn } from './data-map.ts';
import {
  collectedItems,
  type DataListItem,
  purposeItems,
  recordItems,
  retentionItems,
  storageItems,
} from './privacy-tables.ts';

const MAP_TEXT = readFileSync(path.join(import.meta.dirname, '../../content/data-map.yaml'), 'utf8');
const ANALYTICS_PERIOD = 'retention: { months: 26, after: the event }';

/** The map with the analytics events kept 13 months instead of 26. */
function mapWithShorterAnalytics() {
  expect(MAP_TEXT).toContain(ANALYTICS_PERIOD);
  return parseDataMap(MAP_TEXT.replace(ANALYTICS_PERIOD, 'retention: { months: 13, after: the event }'));
}

const texts = (items: DataListItem[]) => items.map((item) => [item.term, ...item.details.map((detail) => detail.text)]);
const detailOf = (items: DataListItem[], id: string, label: string) =>
  items.find((item) => item.id === id)?.details.find((detail) => detail.label === label)?.text;

describe('a period changed in the data map', () => {
  const words = dataMap.dataMap;
  const changed = mapWithShorterAnalytics();

  test('changes how long the privacy policy says analytics events are kept', () => {
    expect(detailOf(retentionItems(DATA_MAP), 'analytics', words.kept)).toBe('26 months after the event');
    expect(detailOf(retentionItems(changed), 'analytics', words.kept)).toBe('13 months after the event');
  });

  test('changes the record of processing too', () => {
    expect(detailOf(recordItems(changed), 'analytics', words.retention)).toMatch(/^13 months after the event; /);
  });

  test('changes nothing else on either page', () => {
    const others = (items: DataListItem[]) => texts(items.filter((item) => item.id !== 'analytics'));
    expect(others(retentionItems(changed))).toEqual(others(retentionItems(DATA_MAP)));
    expect(others(recordItems(changed))).toEqual(others(recordItems(DATA_MAP)));
    expect(texts(collectedItems(changed))).toEqual(texts(collectedItems(DATA_MAP)));
    expect(texts(purposeItems(changed))).toEqual(texts(purposeItems(DATA_MAP)));
  });
});

describe('the lists of the pages', () => {
  const words = dataMap.dataMap;

  test.each([
    ['what we collect', collectedItems],
    ['purposes and legal bases', purposeItems],
    ['how long we keep data', retentionItems],
    ['the record of processing', recordItems],
  ])('%s name every kind of the map, in its order', (_, build) => {
    expect(build(DATA_MAP).map((item) => item.term)).toEqual(DATA_MAP.kinds.map((kind) => kind.name));
  });

  test('what deletes each kind is said in words, one for each way a kind ends', () => {
    expect(detailOf(retentionItems(DATA_MAP), 'mail-log', words.deletedBy)).toBe(words.enforcedBy.purge);
    expect(detailOf(retentionItems(DATA_MAP), 'backups', words.deletedBy)).toBe(words.enforcedBy.backup);
    expect(detailOf(retentionItems(DATA_MAP), 'server-logs', words.deletedBy)).toBe(words.enforcedBy.host);
    expect(detailOf(retentionItems(DATA_MAP), 'aml-files', words.deletedBy)).toBe(words.enforcedBy.records);
    expect(detailOf(retentionItems(DATA_MAP), 'job-applications', words.deletedBy)).toBe(words.enforcedBy.team);
  });

  test('a kind kept until something ends says so', () => {
    expect(detailOf(retentionItems(DATA_MAP), 'subscriptions-confirmed', words.kept)).toBe(
      'until you unsubscribe (every email has a link to do so)',
    );
  });

  // docs/decisions.md §322: /it/privacy and /it/privacy/record read "finché non …", as the mails do.
  test('in another language a kind kept until something ends reads as one sentence of that language', () => {
    // The page being rendered names the language, as pageLocale() does at build time.
    const rendered = <T>(locale: 'de' | 'fr' | 'it', read: () => T): T => {
      setRenderLocale(locale);
      try {
        return read();
      } finally {
        setRenderLocale('en');
      }
    };
    const kept = (locale: 'de' | 'fr' | 'it') =>
      rendered(locale, () => retentionItems(dataMapIn(locale), words))
        .find((item) => item.id === 'subscriptions-confirmed')
        ?.details.find((detail) => detail.label === words.kept)?.text;
    expect(kept('it')).toBe("finché non annulla l'iscrizione (ogni e-mail contiene un link per farlo)");
    expect(kept('de')).toBe('bis Sie sich abmelden (jede E-Mail enthält dafür einen Link)');
    expect(kept('fr')).toBe('jusqu’à votre désabonnement (chaque e-mail contient un lien à cet effet)');
    const record = rendered('it', () => recordItems(dataMapIn('it'), words)).find((item) => item.id === 'sessions');
    expect(record?.details.map((detail) => detail.text).join(' ')).toContain('finché la sessione non termina o scade');
  });

  test('every browser key is listed with where it is kept, its purpose and its lifetime', () => {
    const items = storageItems(DATA_MAP);
    expect(items.map((item) => item.term)).toEqual(DATA_MAP.browserStorage.map((entry) => entry.key));
    const campaign = items.find((item) => item.id === 'leadCampaign');
    expect(campaign).toMatchObject({ code: true, note: 'session storage' });
    expect(campaign?.details.map((detail) => detail.text)).toEqual([
      'The campaign of the link you arrived by, to attach to a form you send',
      'until a form carries it to us, or you close the browser',
    ]);
  });
});
