/** The words of the sample monthly performance report in German (Swiss spelling: "ss"). */
import type { SampleTexts } from './en.ts';

export const de = {
  documentTitle: (month: string) => `Monatlicher Performancebericht - ${month} (Muster)`,
  report: 'Monatlicher Performancebericht',
  portfolio: 'Demo-Portfolio (simuliert)',
  sampleNotice: 'MUSTER: simulierte Paper-Trading-Daten zur Veranschaulichung, keine Ergebnisse eines echten Kunden.',
  kpis: {
    fills: 'Abschlüsse im Monat',
    notional: (currency: string) => `Gehandeltes Volumen (${currency})`,
    fees: (currency: string) => `Handelsplatzgebühren (${currency})`,
    decisionToAck: 'Ø Reaktionszeit',
    unrealizedPnl: (currency: string) => `Unrealisierter G/V (${currency})`,
    cash: (currency: string) => `Liquidität (${currency})`,
  },
  positions: {
    title: 'Positionen am Monatsende (bewertet zu Referenzpreisen)',
    symbol: 'Symbol',
    side: 'Richtung',
    size: 'Grösse',
    entry: 'Einstandskurs',
    mark: 'Bewertungskurs',
    unrealizedPnl: 'Unrealisierter G/V',
  },
  sides: { long: 'Long', short: 'Short' },
  venues: {
    title: 'Ausführung nach Handelsplatz',
    venue: 'Handelsplatz',
    fills: 'Abschlüsse',
    notional: (currency: string) => `Volumen (${currency})`,
    fees: (currency: string) => `Gebühren (${currency})`,
    decisionToAck: 'Ø Reaktionszeit',
  },
  orders: { title: 'Aufträge nach Status', status: 'Status', orders: 'Aufträge' },
  statuses: { pending: 'offen', filled: 'ausgeführt', cancelled: 'storniert', rejected: 'abgelehnt' },
  notes: [
    'Die Gebühren sind simulierte Handelsplatzgebühren von 5 Basispunkten. Die Reaktionszeit reicht vom Routing-Entscheid bis zur',
    'Bestätigung durch den Handelsplatz; das Produkt strebt weniger als 1 Sekunde an. Jeder Abschluss des Monats steht im',
    'Audit-Auszug (audit-extract.csv).',
  ],
  footer: 'Alpora AG, Zug, Schweiz - Ausführungssoftware, die keine Kundengelder verwahrt. Seite 1 von 1',
} satisfies SampleTexts;
