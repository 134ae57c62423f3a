/**
 * The mail answering an erasure names what was erased and what is kept in the person's language
 * (docs/decisions.md §319): the kinds by the names of that language's data map, the kept records
 * in the words of its mail dictionary, with the same records, periods and kinds as the English
 * list /privacy/request shows.
 */
import { kindOf } from '@alpora/shared/data-map';
import { KEPT_WORDS, keptAfterErasure } from '@alpora/shared/kept-after-erasure';
import { LOCALES } from '@alpora/shared/locales';
import { describe, expect, test } from 'vitest';
import { dataMap, dataMapIn } from './data-map-file.ts';
import { erasureAnswer } from './erasure-answer.ts';

const found = { 'lead-waitlist': 3, 'subscriptions-confirmed': 0, 'mail-log': 5 };

/** The data map ids a kept record names at its end: "(data map: mail-log)", "(carte des données : …)". */
const kindsNamed = (why: string) => why.match(/\(([^()]*)\)\.$/)?.[1]?.split(/:\s*/)[1];

describe('erasureAnswer', () => {
  test('in English: the data map names and the list /privacy/request shows', () => {
    const answer = erasureAnswer(found, { staffWork: false }, 'en');
    expect(answer.erased).toEqual([
      { name: kindOf(dataMap(), 'lead-waitlist').name, rows: 3 },
      { name: kindOf(dataMap(), 'mail-log').name, rows: 5 },
    ]);
    expect(answer.kept).toEqual(keptAfterErasure(dataMap(), { staffWork: false }));
  });

  test('in French: the French data map names, French records and French periods', () => {
    const answer = erasureAnswer(found, { staffWork: false }, 'fr');
    expect(answer.erased.map((kind) => kind.name)).toEqual([
      'Inscriptions sur la liste d’attente',
      'Preuves de distribution de nos e-mails',
    ]);
    const backups = answer.kept.find((kept) => kindsNamed(kept.why) === 'backups');
    expect(backups?.what).toBe('Les sauvegardes de la base de données faites avant l’effacement');
    expect(backups?.why.replace(/\s/g, ' ')).toContain(
      'chacune est supprimée 30 jours après l’écriture de la sauvegarde',
    );
  });

  test.each(LOCALES)('in %s: each record states the period of the English data map', (locale) => {
    for (const kept of erasureAnswer(found, { staffWork: true }, locale).kept) {
      const kind = kindOf(dataMap(), (kindsNamed(kept.why) ?? '').split(', ')[0] ?? '');
      const retention = kind.retention;
      const count =
        'days' in retention
          ? retention.days
          : 'months' in retention
            ? retention.months
            : 'years' in retention
              ? retention.years
              : undefined;
      expect(kept.why).toMatch(new RegExp(`(?<!\\d)${count}(?!\\d)`));
    }
  });

  test.each(LOCALES)('in %s: the same records, with the same kinds, as English', (locale) => {
    for (const staffWork of [false, true]) {
      const english = erasureAnswer(found, { staffWork }, 'en').kept.map((kept) => kindsNamed(kept.why));
      const local = erasureAnswer(found, { staffWork }, locale).kept.map((kept) => kindsNamed(kept.why));
      expect(local).toEqual(english);
      expect(english.every(Boolean)).toBe(true);
    }
    expect(dataMapIn(locale).kinds.map((kind) => kind.id)).toEqual(dataMap().kinds.map((kind) => kind.id));
  });

  test.each(LOCALES)('in %s the mail lists the very words /privacy/request shows in that language', (locale) => {
    const context = { staffWork: false };
    expect(erasureAnswer(found, context, locale).kept).toEqual(
      keptAfterErasure(dataMapIn(locale), context, KEPT_WORDS[locale]),
    );
  });
});
