/** The ROI calculator's results, or a prompt to fix the inputs while any is out of bounds. */
import type { RoiResult } from '@alpora/shared/roi';
import { dictionary } from '#site/i18n/index.ts';
import { formatChf, formatNumber } from './format.ts';

interface Props {
  result: RoiResult | undefined;
}

export function RoiResults({ result }: Props) {
  const t = dictionary().pages.roi;
  const rows: [string, string, string][] = result
    ? [
        ['hours', t.results.hours, formatNumber(result.hoursSavedPerMonth, 1)],
        ['ops', t.results.ops, formatChf(result.opsCostSaved)],
        ['compliance', t.results.compliance, formatChf(result.complianceSavings)],
        ['infra', t.results.infra, formatChf(result.infraSavingsMonthly)],
        ['risk', t.results.risk, formatNumber(result.riskEventsAvoidedPer1000, 0)],
        ['per-bot', t.results.perBot, formatChf(result.monthlyPerBot)],
      ]
    : [];
  // The two totals lead, the monthly one largest; the figure reads before its label.
  const totals: [string, string, string, string][] = result
    ? [
        ['monthly', t.results.monthly, formatChf(result.totalMonthly), 'text-3xl'],
        ['annual', t.results.annual, formatChf(result.totalAnnual), 'text-2xl'],
      ]
    : [];
  return (
    <section aria-labelledby="roi-results-title" className="rounded-lg bg-ink p-6 text-white md:p-8">
      <h2 id="roi-results-title" className="text-lg font-semibold">
        {t.results.title}
      </h2>
      {result ? (
        <>
          <dl className="mt-6 grid gap-4">
            {totals.map(([key, label, value, size]) => (
              <div key={key} className="flex flex-col">
                <dt className="text-sm text-white/75">{label}</dt>
                <dd className={`order-first ${size} font-bold tabular-nums`} data-result={key}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <dl className="mt-6 divide-y divide-white/15 border-t border-white/15">
            {rows.map(([key, label, value]) => (
              <div key={key} className="flex justify-between gap-4 py-2.5 text-sm">
                <dt className="text-white/80">{label}</dt>
                <dd className="font-semibold tabular-nums" data-result={key}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className="mt-4 text-white/90" data-result="invalid">
          {t.results.invalid}
        </p>
      )}
    </section>
  );
}
