/**
 * The ROI calculator island (docs/product.md#roi-calculator): the inputs start at the defaults,
 * results update on every keystroke, an out-of-bounds value shows its message under the field in
 * the page's language, and a change sends one debounced `roi_input_change` event (after consent
 * only).
 */
import { computeRoi, ROI_BOUNDS, ROI_DEFAULTS, type RoiField } from '@alpora/shared/roi';
import { parseRoiInputs, type RoiRawInputs, toRawInputs } from '@alpora/shared/roi-validation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { dictionary } from '#site/i18n/index.ts';
import { useHydrated } from '#site/islands/use-hydrated.ts';
import { track } from '#site/lib/analytics.ts';
import { RoiField as Field } from './RoiField.tsx';
import { RoiResults } from './RoiResults.tsx';
import { roiProblemText } from './roi-problem-text.ts';

const FIELDS = Object.keys(ROI_BOUNDS) as RoiField[];
/** One event per pause in typing, not per keystroke. */
const TRACK_DELAY_MS = 800;

export default function RoiCalculator() {
  const t = dictionary().pages.roi;
  const [raw, setRaw] = useState<RoiRawInputs>(() => toRawInputs(ROI_DEFAULTS));
  const changed = useRef<Set<RoiField>>(new Set());
  /** Counts the visitor's edits; 0 means nothing to report yet. */
  const [revision, setRevision] = useState(0);
  const { inputs, errors } = useMemo(() => parseRoiInputs(raw), [raw]);
  const result = inputs ? computeRoi(inputs) : undefined;
  // Server-rendered inputs are read-only until React takes over, so nothing typed is lost.
  const hydrated = useHydrated();

  useEffect(() => {
    if (revision === 0) return;
    const timer = setTimeout(() => {
      track('roi_input_change', { fields: [...changed.current].join(','), valid: inputs !== undefined });
      changed.current.clear();
    }, TRACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [revision, inputs]);

  const update = (field: RoiField, value: string) => {
    changed.current.add(field);
    setRevision((current) => current + 1);
    setRaw((current) => ({ ...current, [field]: value }));
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]" data-roi-ready={hydrated ? '' : undefined}>
      <form className="grid gap-6 sm:grid-cols-2" onSubmit={(event) => event.preventDefault()} noValidate>
        <fieldset disabled={!hydrated} className="contents">
          {FIELDS.map((field) => (
            <Field
              key={field}
              id={`roi-${field}`}
              label={t.fields[field].label}
              hint={t.fields[field].hint}
              value={raw[field]}
              bound={ROI_BOUNDS[field]}
              error={errors[field] && roiProblemText(errors[field])}
              onChange={(value) => update(field, value)}
            />
          ))}
          <div className="sm:col-span-2">
            <button type="button" className="btn btn-secondary" onClick={() => setRaw(toRawInputs(ROI_DEFAULTS))}>
              {t.reset}
            </button>
          </div>
        </fieldset>
      </form>
      <RoiResults result={result} />
    </div>
  );
}
