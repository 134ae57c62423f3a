/**
 * A data map period reads as one sentence in every language (docs/decisions.md §322): the moment
 * of a translated data map (content/<locale>/data-map.yaml) after the word its language joins it
 * with, "finché non annulla l'iscrizione", never "fino a non annulla l'iscrizione". The privacy
 * pages, /privacy/request and the mail answering an erasure all say periods through this.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { type DataMap, kindOf, parseDataMap, retentionText } from './data-map.ts';
import { retentionPeriod } from './retention-period.ts';

const mapIn = (locale: 'de' | 'fr' | 'it'): DataMap =>
  parseDataMap(fs.readFileSync(path.join(import.meta.dirname, `../../../content/${locale}/data-map.yaml`), 'utf8'));

/** Every period a map states, as `locale` says it: the normal space stands in for a no-break one. */
const periods = (locale: 'de' | 'fr' | 'it') =>
  Object.fromEntries(
    mapIn(locale).kinds.map((kind) => [kind.id, retentionPeriod(kind.retention, locale).replace(/\s/g, ' ')]),
  );

describe('retentionPeriod', () => {
  test('English says a period as the English pages always did', () => {
    const retention = { months: 24, after: 'the last activity on it' };
    expect(retentionPeriod(retention, 'en')).toBe(retentionText(retention));
  });

  test("Italian reads a moment that lasts after «finché», as content/it/data-map.yaml's header says", () => {
    const header = fs.readFileSync(path.join(import.meta.dirname, '../../../content/it/data-map.yaml'), 'utf8');
    expect(header).toContain('`until` dopo «finché»');
    expect(periods('it')).toMatchObject({
      'subscriptions-confirmed': "finché non annulla l'iscrizione (ogni e-mail contiene un link per farlo)",
      accounts: "finché non ci chiede di cancellarlo, il che chiude l'account",
      sessions: 'finché la sessione non termina o scade',
      'rate-limits': 'finché la finestra del contatore non termina, al massimo un giorno',
      analytics: "26 mesi dopo l'evento",
    });
  });

  test('German and French read their moments after "bis" and "jusqu’à"', () => {
    expect(periods('de')).toMatchObject({
      'subscriptions-confirmed': 'bis Sie sich abmelden (jede E-Mail enthält dafür einen Link)',
      sessions: 'bis die Sitzung endet oder abläuft',
      analytics: '26 Monate nach dem Ereignis',
    });
    expect(periods('fr')).toMatchObject({
      accounts: 'jusqu’à votre demande d’effacement, qui entraîne la fermeture du compte',
      sessions: 'jusqu’à la fin ou l’expiration de la session',
      analytics: '26 mois après l’événement',
    });
  });

  test('a number is written the Swiss way of the language, in one or many', () => {
    const map = mapIn('it');
    expect(retentionPeriod(kindOf(map, 'aml-files').retention, 'it')).toMatch(/^10 anni dopo /);
    expect(retentionPeriod({ days: 1, after: 'la richiesta' }, 'it')).toBe('1 giorno dopo la richiesta');
    expect(retentionPeriod({ days: 1, after: 'der Anfrage' }, 'de')).toBe('1 Tag nach der Anfrage');
  });
});
