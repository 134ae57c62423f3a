/**
 * What the mail answering an erasure lists (docs/privacy.md#requests), in the person's
 * language: the kinds of data erased, by the names of that language's data map
 * (content/<locale>/data-map.yaml), and what is kept and why, in the words of that language's
 * mail dictionary with the periods of the data map. The request's stored outcome stays in
 * English for the back office (./request-answer.ts).
 *
 * @example erasureAnswer({ leads: 3, 'mail-log': 5 }, { staffWork: false }, 'fr').erased // [{ name: 'Prospects', rows: 3 }, …]
 */
import { kindOf } from '@alpora/shared/data-map';
import { type KeptContext, keptAfterErasure } from '@alpora/shared/kept-after-erasure';
import type { Locale } from '@alpora/shared/locales';
import type { KeptRecord } from '@alpora/shared/schemas/privacy-requests';
import { mailTexts } from '#api/mail/render.ts';
import { dataMapIn } from './data-map-file.ts';

export interface ErasureAnswer {
  erased: { name: string; rows: number }[];
  kept: KeptRecord[];
}

/** `found`: rows erased per data map kind id; kinds with none are left out. */
export function erasureAnswer(found: Record<string, number>, context: KeptContext, locale: Locale): ErasureAnswer {
  const map = dataMapIn(locale);
  const erased = Object.entries(found)
    .filter(([, rows]) => rows > 0)
    .map(([kind, rows]) => ({ name: kindOf(map, kind).name, rows }));
  const kept = keptAfterErasure(map, context, mailTexts(locale).privacyRequestAnswered.erasure.kept);
  return { erased, kept };
}
