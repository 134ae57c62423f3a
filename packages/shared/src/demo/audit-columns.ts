/**
 * The columns of the audit extract (docs/decisions.md §26), in order: the header
 * scripts/samples/audit-csv.ts writes, and the list /samples describes, which the site's schema
 * holds to it (docs/claims.md: a page never describes columns the file does not have).
 */
export const AUDIT_COLUMNS = [
  'fill_id',
  'executed_at_utc',
  'symbol',
  'side',
  'size',
  'price_usd',
  'notional_usd',
  'fee_usd',
  'venue',
  'decision_to_ack_ms',
] as const;
