/**
 * A data map period as each language says it (docs/product.md#languages), one source for the
 * privacy policy's and the record of processing's pages, the list of what an erasure keeps
 * (./kept-after-erasure.ts) and the mail answering it: the number and unit the Swiss way of the
 * language ("36 Monate", "36 mois"), then the moment in the words of its data map
 * (content/<locale>/data-map.yaml), joined as the language joins them. A translated data map's
 * `until` is written to read after its language's word: "bis Sie sich abmelden", "jusqu’à votre
 * désabonnement", "finché non annulla l'iscrizione" (docs/decisions.md §322).
 *
 * @example retentionPeriod({ days: 30, after: 'la requête' }, 'fr') // "30 jours après la requête"
 * @example retentionPeriod({ until: 'la sessione non termina o scade' }, 'it') // "finché la sessione non termina o scade"
 */
import { type Retention, retentionText } from './data-map.ts';
import { INTL_LOCALES, type Locale } from './locales.ts';

export interface PeriodJoin {
  /** "{period} après {moment}". */
  after: (period: string, moment: string) => string;
  /** "jusqu’à {moment}". */
  until: (moment: string) => string;
}

/** How each language other than English joins a period to its moment. */
export const PERIOD_JOINS: Record<Exclude<Locale, 'en'>, PeriodJoin> = {
  de: { after: (period, moment) => `${period} nach ${moment}`, until: (moment) => `bis ${moment}` },
  fr: { after: (period, moment) => `${period} après ${moment}`, until: (moment) => `jusqu’à ${moment}` },
  it: { after: (period, moment) => `${period} dopo ${moment}`, until: (moment) => `finché ${moment}` },
};

/** The period in `locale`, its moment already in that language's words; English as the English pages say it. */
export function retentionPeriod(retention: Retention, locale: Locale): string {
  if (locale === 'en') return retentionText(retention);
  const join = PERIOD_JOINS[locale];
  if ('until' in retention) return join.until(retention.until);
  const [count, unit] =
    'days' in retention
      ? [retention.days, 'day']
      : 'months' in retention
        ? [retention.months, 'month']
        : [retention.years, 'year'];
  const period = new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'unit', unit, unitDisplay: 'long' }).format(
    count,
  );
  return join.after(period, retention.after);
}
