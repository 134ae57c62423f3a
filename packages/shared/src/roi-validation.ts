/**
 * Reading and checking the ROI calculator's inputs (bounds in docs/product.md#roi-calculator). A
 * value out of bounds gets one problem on its field, naming the accepted range; the page says it
 * in its own language (site/islands/roi/roi-problem-text.ts), so these rules carry no words.
 *
 * @example parseRoiInputs({ bots: '0', ... }).errors.bots // { kind: 'range', whole: true, min: 1, max: 100 }
 */
import { ROI_BOUNDS, type RoiField, type RoiInputs } from './roi.ts';

export type RoiRawInputs = Record<RoiField, string>;

/** Why a field's value is refused: the figures a message names, never its words. */
export type RoiProblem =
  /** Empty, not a number, out of bounds, or a fraction where only whole numbers are accepted. */
  | { kind: 'range'; whole: boolean; min: number; max?: number }
  /** More decimal places than the field accepts. */
  | { kind: 'decimals'; decimals: number }
  /** The failed-order rate with Alpora above the rate before. */
  | { kind: 'afterAboveBefore' };

export type RoiProblems = Partial<Record<RoiField, RoiProblem>>;

function outOfRange(field: RoiField): RoiProblem {
  const { min, max, decimals } = ROI_BOUNDS[field];
  return { kind: 'range', whole: decimals === 0, min, max };
}

/** The problem of one raw value, or undefined when it is valid. */
export function roiFieldError(field: RoiField, raw: string): RoiProblem | undefined {
  const bound = ROI_BOUNDS[field];
  const text = raw.trim();
  const value = Number(text);
  if (text === '' || !Number.isFinite(value)) return outOfRange(field);
  if (value < bound.min || (bound.max !== undefined && value > bound.max)) return outOfRange(field);
  const scaled = value * 10 ** bound.decimals;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-9) {
    return bound.decimals === 0 ? outOfRange(field) : { kind: 'decimals', decimals: bound.decimals };
  }
  return undefined;
}

export function parseRoiInputs(raw: RoiRawInputs): { inputs?: RoiInputs; errors: RoiProblems } {
  const errors: RoiProblems = {};
  for (const field of Object.keys(ROI_BOUNDS) as RoiField[]) {
    const problem = roiFieldError(field, raw[field]);
    if (problem) errors[field] = problem;
  }
  if (!errors.failedOrderRateBefore && !errors.failedOrderRateAfter) {
    if (Number(raw.failedOrderRateAfter) > Number(raw.failedOrderRateBefore)) {
      errors.failedOrderRateAfter = { kind: 'afterAboveBefore' };
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
