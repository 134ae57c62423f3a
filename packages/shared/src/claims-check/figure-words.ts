/**
 * How each language writes a figure (docs/claims.md#languages, docs/decisions.md §313): its
 * number words, its units and counted nouns, its qualifiers ("unter", "moins de", "entro"), the
 * word of a range ("2 bis 4") and of a percentage, and how it groups thousands and marks
 * decimals. Every unit and noun maps to the English normal form the register is compared in, so
 * "24 Monate", "24 mois" and "24 mesi" are the claim "24 months" (./figures.ts).
 *
 * @example FIGURE_WORDS.de.qualifiers['innert'] // '≤'
 */
import type { Locale } from '../locales.ts';

export type Bound = '<' | '≤' | '>' | '≥';

export interface FigureWords {
  /** Number words from one to twelve; the first is plain language as a count ("one client"). */
  numbers: readonly string[];
  /** Units of time: the English normal form first, then the language's spellings. */
  durations: readonly (readonly string[])[];
  /** The nouns a counted claim is about, the same way (./figures.ts keeps the list short). */
  nouns: readonly (readonly string[])[];
  qualifiers: Readonly<Record<string, Bound>>;
  /**
   * Qualifiers that before a unit of time name the period a figure covers, not a bound: German
   * "Rendite über 12 Monate", "Verfügbarkeit über 30 Tage" are the English "12-month return",
   * "30-day availability"; "more than" is "mehr als" there. Before a counted noun they stay a bound.
   */
  spans?: readonly string[];
  /**
   * The number word one that is also the indefinite article (French "un"): before a unit of time
   * with no qualifier it says "a" or "some", not a count ("un jour sans contrôle" is "a day without
   * checks", "devait un jour" is "should one day"); "au moins un jour" is still one day.
   */
  article?: string;
  /** The word between the ends of a range, beside a dash. */
  range: readonly string[];
  percent: readonly string[];
  /** Thousands are grouped with ’ ' or a (narrow, no-break) space, decimals written with , or . */
  swiss: boolean;
}

const SYMBOLS: Record<string, Bound> = { '<': '<', '≤': '≤', '>': '>', '≥': '≥' };

export const FIGURE_WORDS: Record<Locale, FigureWords> = {
  en: {
    numbers: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'],
    durations: [
      ['ms', 'milliseconds', 'millisecond'],
      ['s', 'seconds', 'second', 'secs', 'sec'],
      ['min', 'minutes', 'minute', 'mins'],
      ['h', 'hours', 'hour', 'hrs', 'hr'],
      ['business day', 'business days', 'working days', 'working day'],
      ['day', 'days'],
      ['week', 'weeks'],
      ['month', 'months'],
      ['year', 'years'],
    ],
    nouns: [
      ['venue', 'venues'],
      ['exchange', 'exchanges'],
      ['seat', 'seats'],
      ['strategy', 'strategies'],
      ['partner', 'partners'],
      ['user', 'users'],
      ['client', 'clients'],
      ['customer', 'customers'],
      ['call', 'calls'],
      ['request', 'requests'],
      ['order', 'orders'],
      ['instrument', 'instruments'],
      ['asset', 'assets'],
      ['integration', 'integrations'],
      ['connector', 'connectors'],
      ['engineer', 'engineers'],
      ['employee', 'employees'],
      ['country', 'countries'],
      ['language', 'languages'],
    ],
    qualifiers: {
      under: '<',
      below: '<',
      'less than': '<',
      within: '≤',
      'up to': '≤',
      'at most': '≤',
      'no more than': '≤',
      over: '>',
      above: '>',
      'more than': '>',
      'at least': '≥',
      ...SYMBOLS,
    },
    range: ['to'],
    percent: ['%', 'percent', 'per cent'],
    swiss: false,
  },
  de: {
    numbers: ['eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'],
    durations: [
      ['ms', 'Millisekunden', 'Millisekunde'],
      ['s', 'Sekunden', 'Sekunde', 'Sek.', 'Sek'],
      ['min', 'Minuten', 'Minute', 'Min.'],
      ['h', 'Stunden', 'Stunde', 'Std.', 'Std'],
      ['business day', 'Arbeitstagen', 'Arbeitstage', 'Arbeitstag', 'Werktagen', 'Werktage', 'Werktag'],
      ['day', 'Tagen', 'Tage', 'Tag'],
      ['week', 'Wochen', 'Woche'],
      ['month', 'Monaten', 'Monate', 'Monat'],
      ['year', 'Jahren', 'Jahre', 'Jahr'],
    ],
    nouns: [
      ['venue', 'Handelsplätzen', 'Handelsplätze', 'Handelsplatz'],
      ['exchange', 'Börsen', 'Börse'],
      ['seat', 'Plätzen', 'Plätze', 'Platz', 'Lizenzen', 'Lizenz'],
      ['strategy', 'Strategien', 'Strategie'],
      ['partner', 'Partnerinnen', 'Partnern', 'Partner'],
      ['user', 'Nutzerinnen', 'Nutzern', 'Nutzer', 'Benutzern', 'Benutzer'],
      ['client', 'Kundinnen', 'Kunden', 'Kunde'],
      ['call', 'Aufrufen', 'Aufrufe', 'Aufruf'],
      ['request', 'Anfragen', 'Anfrage'],
      ['order', 'Aufträgen', 'Aufträge', 'Auftrag', 'Orders', 'Order'],
      ['instrument', 'Instrumenten', 'Instrumente', 'Instrument'],
      ['asset', 'Vermögenswerten', 'Vermögenswerte', 'Assets'],
      ['integration', 'Integrationen', 'Integration'],
      ['connector', 'Konnektoren', 'Konnektor'],
      ['engineer', 'Ingenieurinnen', 'Ingenieuren', 'Ingenieure', 'Ingenieur'],
      ['employee', 'Mitarbeitenden', 'Mitarbeitende', 'Mitarbeitern', 'Mitarbeiter'],
      ['country', 'Ländern', 'Länder', 'Land'],
      ['language', 'Sprachen', 'Sprache'],
    ],
    qualifiers: {
      unter: '<',
      'weniger als': '<',
      innert: '≤',
      'innerhalb von': '≤',
      innerhalb: '≤',
      'bis zu': '≤',
      höchstens: '≤',
      maximal: '≤',
      über: '>',
      'mehr als': '>',
      mindestens: '≥',
      ...SYMBOLS,
    },
    spans: ['über'],
    range: ['bis'],
    percent: ['%', 'Prozent'],
    swiss: true,
  },
  fr: {
    numbers: ['un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze'],
    durations: [
      ['ms', 'millisecondes', 'milliseconde'],
      ['s', 'secondes', 'seconde', 'sec'],
      ['min', 'minutes', 'minute'],
      ['h', 'heures', 'heure'],
      ['business day', 'jours ouvrables', 'jour ouvrable', 'jours ouvrés', 'jour ouvré'],
      ['day', 'jours', 'jour'],
      ['week', 'semaines', 'semaine'],
      ['month', 'mois'],
      ['year', 'années', 'année', 'ans', 'an'],
    ],
    nouns: [
      ['venue', "lieux d'exécution", 'lieux d’exécution', 'plateformes', 'plateforme'],
      ['exchange', 'bourses', 'bourse'],
      ['seat', 'sièges', 'siège', 'licences', 'licence'],
      ['strategy', 'stratégies', 'stratégie'],
      ['partner', 'partenaires', 'partenaire'],
      ['user', 'utilisateurs', 'utilisatrices', 'utilisateur'],
      ['client', 'clientes', 'clients', 'client'],
      ['call', 'appels', 'appel'],
      ['request', 'requêtes', 'requête', 'demandes', 'demande'],
      ['order', 'ordres', 'ordre'],
      ['instrument', 'instruments', 'instrument'],
      ['asset', 'actifs', 'actif'],
      ['integration', 'intégrations', 'intégration'],
      ['connector', 'connecteurs', 'connecteur'],
      ['engineer', 'ingénieures', 'ingénieurs', 'ingénieur'],
      ['employee', 'collaborateurs', 'collaboratrices', 'employés', 'employé'],
      ['country', 'pays'],
      ['language', 'langues', 'langue'],
    ],
    qualifiers: {
      'en moins de': '<',
      'moins de': '<',
      sous: '<',
      'dans un délai de': '≤',
      "dans un délai d'": '≤',
      'dans un délai d’': '≤',
      "jusqu'à": '≤',
      'jusqu’à': '≤',
      'au plus': '≤',
      'au maximum': '≤',
      'plus de': '>',
      'au-delà de': '>',
      'au moins': '≥',
      ...SYMBOLS,
    },
    article: 'un',
    range: ['à'],
    percent: ['%', 'pour cent'],
    swiss: true,
  },
  it: {
    numbers: ['uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci', 'undici', 'dodici'],
    durations: [
      ['ms', 'millisecondi', 'millisecondo'],
      ['s', 'secondi', 'secondo', 'sec'],
      ['min', 'minuti', 'minuto'],
      ['h', 'ore', 'ora'],
      ['business day', 'giorni lavorativi', 'giorno lavorativo'],
      ['day', 'giorni', 'giorno'],
      ['week', 'settimane', 'settimana'],
      ['month', 'mesi', 'mese'],
      ['year', 'anni', 'anno'],
    ],
    nouns: [
      ['venue', 'sedi di esecuzione', 'piattaforme', 'piattaforma'],
      ['exchange', 'borse', 'borsa', 'exchange'],
      ['seat', 'postazioni', 'postazione', 'licenze', 'licenza'],
      ['strategy', 'strategie', 'strategia'],
      ['partner', 'partner'],
      ['user', 'utenti', 'utente'],
      ['client', 'clienti', 'cliente'],
      ['call', 'chiamate', 'chiamata'],
      ['request', 'richieste', 'richiesta'],
      ['order', 'ordini', 'ordine'],
      ['instrument', 'strumenti', 'strumento'],
      ['asset', 'asset', 'attivi'],
      ['integration', 'integrazioni', 'integrazione'],
      ['connector', 'connettori', 'connettore'],
      ['engineer', 'ingegneri', 'ingegnere'],
      ['employee', 'collaboratori', 'collaboratrici', 'dipendenti'],
      ['country', 'paesi', 'paese'],
      ['language', 'lingue', 'lingua'],
    ],
    qualifiers: {
      'meno di': '<',
      sotto: '<',
      entro: '≤',
      'fino a': '≤',
      'al massimo': '≤',
      oltre: '>',
      'più di': '>',
      almeno: '≥',
      ...SYMBOLS,
    },
    range: ['a'],
    percent: ['%', 'per cento'],
    swiss: true,
  },
};
