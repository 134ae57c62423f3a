/**
 * The words each language says beside a claim whose kind asks for them (docs/claims.md#languages,
 * docs/decisions.md §245, §271, §313): a target says it is a target, a feature of the execution
 * service names the service, a simulated figure says it is simulated, illustrative or an
 * example. German compounds count ("Verfügbarkeitsziel", "Beispielrechnung").
 *
 * @example WORDING_WORDS.de.target.pattern.test('Verfügbarkeitsziel 99.9 %') // true
 */
import type { Locale } from '../locales.ts';

export type WordedKind = 'target' | 'service' | 'simulated';

export interface Wording {
  pattern: RegExp;
  /** The words, as the build's message names them. */
  words: readonly string[];
}

/** A pattern matching any of the words, as whole words or, with `inside`, inside compounds too. */
function wording(words: readonly string[], inside = false): Wording {
  const alternatives = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'));
  const edge = inside ? '' : '(?<![\\p{L}])';
  return { pattern: new RegExp(`${edge}(?:${alternatives.join('|')})`, 'iu'), words };
}

export const WORDING_WORDS: Record<Locale, Record<WordedKind, Wording>> = {
  en: {
    target: { pattern: /\btarget(?:s|ed)?\b/i, words: ['target'] },
    service: { pattern: /\bexecution service\b/i, words: ['the execution service'] },
    simulated: {
      pattern: /\b(?:simulated|illustrative|examples?)\b/i,
      words: ['simulated', 'illustrative', 'example'],
    },
  },
  de: {
    target: wording(['ziel', 'angestrebt'], true),
    service: wording(['Ausführungsdienst', 'Ausführungsservice'], true),
    simulated: wording(['simuliert', 'illustrativ', 'beispiel'], true),
  },
  fr: {
    target: wording(['objectif', 'cible', 'visé']),
    service: wording(["service d'exécution", 'service d’exécution']),
    simulated: wording(['simulé', 'simulée', 'simulés', 'simulées', 'illustratif', 'illustrative', 'exemple']),
  },
  it: {
    target: wording(['obiettivo', 'obiettivi', 'target']),
    service: wording(['servizio di esecuzione']),
    simulated: wording([
      'simulato',
      'simulata',
      'simulati',
      'simulate',
      'illustrativo',
      'illustrativa',
      'illustrativi',
      'illustrative',
      'esempio',
      'esempi',
    ]),
  },
};
