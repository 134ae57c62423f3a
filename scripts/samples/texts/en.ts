/**
 * The words of the sample monthly performance report in English; de.ts, fr.ts and it.ts have
 * the same shape. Numbers and dates are not written here: the report formats them with the
 * language's Swiss Intl locale (packages/shared/src/locales.ts).
 */
export const en = {
  /** The PDF's title in its metadata; `month` as Intl writes it ("October 2025"). */
  documentTitle: (month: string) => `Monthly performance report - ${month} (sample)`,
  report: 'Monthly performance report',
  portfolio: 'Demo portfolio (simulated)',
  sampleNotice: 'SAMPLE: simulated paper-trading data for illustration, not the results of a real client.',
  kpis: {
    fills: 'Fills in the month',
    notional: (currency: string) => `Traded notional (${currency})`,
    fees: (currency: string) => `Venue fees (${currency})`,
    decisionToAck: 'Avg decision-to-ack',
    unrealizedPnl: (currency: string) => `Unrealised P&L (${currency})`,
    cash: (currency: string) => `Cash (${currency})`,
  },
  positions: {
    title: 'Positions at month end (marked at reference prices)',
    symbol: 'Symbol',
    side: 'Side',
    size: 'Size',
    entry: 'Entry',
    mark: 'Mark',
    unrealizedPnl: 'Unrealised P&L',
  },
  sides: { long: 'long', short: 'short' },
  venues: {
    title: 'Execution by venue',
    venue: 'Venue',
    fills: 'Fills',
    notional: (currency: string) => `Notional (${currency})`,
    fees: (currency: string) => `Fees (${currency})`,
    decisionToAck: 'Avg decision-to-ack',
  },
  orders: { title: 'Orders by status', status: 'Status', orders: 'Orders' },
  statuses: { pending: 'pending', filled: 'filled', cancelled: 'cancelled', rejected: 'rejected' },
  /** Lines under the tables, each drawn as it is (two or three). */
  notes: [
    'Fees are simulated venue fees of 5 basis points. Decision-to-ack is the time from the routing decision to the venue acknowledgement;',
    'the product targets under 1 second. Every fill of the month is in the audit extract (audit-extract.csv).',
  ],
  footer: 'Alpora AG, Zug, Switzerland - non-custodial execution software. Page 1 of 1',
};

export type SampleTexts = typeof en;
