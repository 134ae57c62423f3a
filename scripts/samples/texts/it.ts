/** The words of the sample monthly performance report in Italian. */
import type { SampleTexts } from './en.ts';

export const it = {
  documentTitle: (month: string) => `Rapporto mensile sulla performance - ${month} (esempio)`,
  report: 'Rapporto mensile sulla performance',
  portfolio: 'Portafoglio demo (simulato)',
  sampleNotice: 'ESEMPIO: dati di trading simulato a scopo illustrativo, non i risultati di un cliente reale.',
  kpis: {
    fills: 'Esecuzioni del mese',
    notional: (currency: string) => `Volume negoziato (${currency})`,
    fees: (currency: string) => `Commissioni delle sedi (${currency})`,
    decisionToAck: 'Tempo medio di conferma',
    unrealizedPnl: (currency: string) => `Risultato non realizzato (${currency})`,
    cash: (currency: string) => `Liquidità (${currency})`,
  },
  positions: {
    title: 'Posizioni a fine mese (valutate ai prezzi di riferimento)',
    symbol: 'Simbolo',
    side: 'Direzione',
    size: 'Quantità',
    entry: 'Ingresso',
    mark: 'Valutazione',
    unrealizedPnl: 'Ris. non realizzato',
  },
  sides: { long: 'lunga', short: 'corta' },
  venues: {
    title: 'Esecuzione per sede di negoziazione',
    venue: 'Sede',
    fills: 'Esecuzioni',
    notional: (currency: string) => `Volume (${currency})`,
    fees: (currency: string) => `Commissioni (${currency})`,
    decisionToAck: 'Tempo medio',
  },
  orders: { title: 'Ordini per stato', status: 'Stato', orders: 'Ordini' },
  statuses: { pending: 'in attesa', filled: 'eseguito', cancelled: 'annullato', rejected: 'rifiutato' },
  notes: [
    'Le commissioni sono commissioni simulate delle sedi di negoziazione di 5 punti base. Il tempo di conferma va dalla decisione',
    'di instradamento alla conferma della sede; il prodotto punta a meno di 1 secondo. Ogni esecuzione del mese si trova',
    'nell’estratto di audit (audit-extract.csv).',
  ],
  footer: 'Alpora AG, Zugo, Svizzera - software di esecuzione senza custodia dei patrimoni. Pagina 1 di 1',
} satisfies SampleTexts;
