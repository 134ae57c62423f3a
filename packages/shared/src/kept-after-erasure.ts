/**
 * What an erasure keeps, and why (docs/privacy.md#requests): one list, which the outcome of
 * every erasure and the mail saying it is done repeat, and which /privacy/request shows before
 * anyone asks, so the page promises exactly what an answer will say. Periods come from the data
 * map (content/data-map.yaml), so both state the periods the privacy policy states.
 *
 * The list is English unless words of another language are given (`KeptWords`): each language's
 * are in `KEPT_WORDS`, so /fr/privacy/request and the mail to a French reader say the same
 * records, periods and data map kinds in the same French words.
 *
 * @example keptAfterErasure(DATA_MAP, { staffWork: false }).map((kept) => kept.what)
 * @example keptAfterErasure(dataMapIn('fr'), { staffWork: false }, KEPT_WORDS.fr)
 */
import { type DataMap, kindOf, type Retention, retentionText } from './data-map.ts';
import { GERMAN_KEPT_WORDS } from './kept-after-erasure-words/de.ts';
import { FRENCH_KEPT_WORDS } from './kept-after-erasure-words/fr.ts';
import { ITALIAN_KEPT_WORDS } from './kept-after-erasure-words/it.ts';
import type { Locale } from './locales.ts';
import type { KeptRecord } from './schemas/privacy-requests.ts';

export interface KeptContext {
  /** The address held a staff account whose audit entries (its work on others' data) stay. */
  staffWork: boolean;
}

/** One record kept: what it is, and why, given the period the data map states for it. */
export interface KeptLine {
  what: string;
  why: (period: string) => string;
}

/** The words of the list in one language; the records, kinds and periods stay the list's. */
export interface KeptWords {
  /** "36 months after the request was answered", from a kind's retention. */
  period: (retention: Retention) => string;
  /** The data map kinds a record belongs to, after its reason: "(data map: mail-log)". */
  kinds: (ids: string) => string;
  request: KeptLine;
  delivery: KeptLine;
  audit: KeptLine;
  serverLogs: KeptLine;
  backups: KeptLine;
  legalRecords: KeptLine;
  ownWork: KeptLine;
}

export const ENGLISH_KEPT_WORDS: KeptWords = {
  period: retentionText,
  kinds: (ids) => `(data map: ${ids})`,
  request: {
    what: 'This request: your address, its dates and what we erased and kept',
    why: (period) => `To prove that we answered it, as data protection law requires; kept ${period}`,
  },
  delivery: {
    what: 'The delivery record of the email telling you this request is done',
    why: (period) => `To prove that we told you; kept ${period}`,
  },
  audit: {
    what: "Audit log entries about what our staff did with your data, with the record's id only",
    why: (period) =>
      `Accountability for our staff's work with personal data; kept ${period}, with nothing about you but ids`,
  },
  serverLogs: {
    what: 'Server logs of your requests to the website',
    why: (period) => `Operating and securing the service; our host deletes them ${period}`,
  },
  backups: {
    what: 'Backups of the database made before the erasure',
    why: (period) => `Restoring the service after a failure; each is deleted ${period}`,
  },
  legalRecords: {
    what: 'Trading records and anti-money-laundering files, where we hold any, outside this website',
    why: (period) => `The law requires us to keep them, trading records ${period}`,
  },
  ownWork: {
    what: 'Audit log entries of your own work as our staff, under your username',
    why: (period) => `Accountability for what our team did with personal data; kept ${period}`,
  },
};

/** The list's words in every language: the page and the mail read them from here. */
export const KEPT_WORDS: Record<Locale, KeptWords> = {
  en: ENGLISH_KEPT_WORDS,
  de: GERMAN_KEPT_WORDS,
  fr: FRENCH_KEPT_WORDS,
  it: ITALIAN_KEPT_WORDS,
};

export function keptAfterErasure(
  map: DataMap,
  { staffWork }: KeptContext,
  words: KeptWords = ENGLISH_KEPT_WORDS,
): KeptRecord[] {
  const line = ({ what, why }: KeptLine, kind: string, kinds = kind): KeptRecord => ({
    what,
    why: `${why(words.period(kindOf(map, kind).retention))} ${words.kinds(kinds)}.`,
  });
  const kept: KeptRecord[] = [
    line(words.request, 'privacy-requests'),
    line(words.delivery, 'mail-log'),
    line(words.audit, 'audit-log'),
    line(words.serverLogs, 'server-logs'),
    line(words.backups, 'backups'),
    line(words.legalRecords, 'trading-records', 'trading-records, aml-files'),
  ];
  if (staffWork) kept.push(line(words.ownWork, 'audit-log'));
  return kept;
}
