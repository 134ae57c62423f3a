/**
 * Reading and checking the ROI calculator's inputs (bounds in docs/product.md#roi-calculator). A
 * value out of bounds gets one message on its field, saying the accepted range.
 *
 * @example parseRoiInputs({ bots: '0', ... }).errors.bots // 'Enter a whole number from 1 to 100.'
 */
import { formatNumber } from './format.ts';
import { ROI_BOUNDS, type RoiField, type RoiInputs } from './roi.ts';

export type RoiRawInputs = Record<RoiField, string>;
type RoiErrors = Partial<Record<RoiField, string>>;

const format = (value: number) => formatNumber(value);

function rangeText(field: RoiField): string {
  const { min, max } = ROI_BOUNDS[field];
  return max === undefined ? `of ${format(min)} or more` : `from ${format(min)} to ${format(max)}`;
}

/** The message for one raw value, or undefined when it is valid. */
export function roiFieldError(field: RoiField, raw: string): string | undefined {
  const bound = ROI_BOUNDS[field];
  const kind = bound.decimals === 0 ? 'a whole number' : 'a number';
  const text = raw.trim();
  const value = Number(text);
  if (text === '' || !Number.isFinite(value)) return `Enter ${kind} ${rangeText(field)}.`;
  if (value < bound.min || (bound.max !== undefined && value > bound.max)) return `Enter ${kind} ${rangeText(field)}.`;
  const scaled = value * 10 ** bound.decimals;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-9) {
    return bound.decimals === 0
      ? `Enter a whole number ${rangeText(field)}.`
      : `Use at most ${bound.decimals} decimal place${bound.decimals === 1 ? '' : 's'}.`;
  }
  return undefined;
}

export function parseRoiInputs(raw: RoiRawInputs): { inputs?: RoiInputs; errors: RoiErrors } {
  const errors: RoiErrors = {};
  for (const field of Object.keys(ROI_BOUNDS) as RoiField[]) {
    const message = roiFieldError(field, raw[field]);
    if (message) errors[field] = message;
  }
  if (!errors.failedOrderRateBefore && !errors.failedOrderRateAfter) {
    if (Number(raw.failedOrderRateAfter) > Number(raw.failedOrderRateBefore)) {
      errors.failedOrderRateAfter = 'The rate with Alpora cannot be higher than the rate before.';
    }
  }
  if (Object.keys(errors).length > 0) return { errors };
  const inputs = Object.fromEntries(
    Object.entries(raw).map(([field, value]) => [field, Number(value.trim())]),
  ) as unknown as RoiInputs;
  return { inputs, errors };
}

export function toRawInputs(inputs: RoiInputs): RoiRawInputs {
  return Object.fromEntries(Object.entries(inputs).map(([field, value]) => [field, String(value)])) as RoiRawInputs;
}
