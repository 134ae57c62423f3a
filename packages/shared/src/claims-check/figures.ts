/**
 * The figures a text states (docs/claims.md#the-build-check): a number with a unit of the kind
 * claims use, i.e. a percentage, a duration, a range of either, or a count of a noun from a short
 * list, with its qualifier ("under", "within", "120+"). Dates, years, versions, HTTP codes, CSS
 * sizes and money are not figures: money is the price list's (docs/decisions.md §244).
 * Each figure carries its normal form, which is what the check compares with the register.
 *
 * @example findFigures('Alpora routes across 120+ venues in under 100 ms.')
 *          // [{ written: '120+ venues', normal: '≥120 venue', … }, { written: 'under 100 ms', normal: '<100 ms', … }]
 */

export interface Figure {
  /** The figure as the text writes it, e.g. "2–4 weeks". */
  written: string;
  /** The figure compared with the register, e.g. "2-4 week". */
  normal: string;
  /** Where it starts in the text. */
  index: number;
}

const NUMBER_WORDS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
] as const;

/** A unit's spellings, the first being its normal form. */
const DURATIONS: readonly (readonly string[])[] = [
  ['ms', 'milliseconds', 'millisecond'],
  ['s', 'seconds', 'second', 'secs', 'sec'],
  ['min', 'minutes', 'minute', 'mins'],
  ['h', 'hours', 'hour', 'hrs', 'hr'],
  ['business day', 'business days', 'working days', 'working day'],
  ['day', 'days'],
  ['week', 'weeks'],
  ['month', 'months'],
  ['year', 'years'],
];

/**
 * The nouns a counted claim is about. Kept short on purpose: a count of anything else ("6
 * digits", "12 characters") is a rule of a form, not a promise about the product.
 */
const COUNT_NOUNS: readonly (readonly string[])[] = [
  ['venue', 'venues'],
  ['exchange', 'exchanges'],
  ['seat', 'seats'],
  ['strategy', 'strategies'],
  ['partner', 'partners'],
  ['user', 'users'],
  ['client', 'clients'],
  ['customer', 'customers'],
  ['call', 'calls'],
  ['request', 'requests'],
  ['order', 'orders'],
  ['instrument', 'instruments'],
  ['asset', 'assets'],
  ['integration', 'integrations'],
  ['connector', 'connectors'],
  ['engineer', 'engineers'],
  ['employee', 'employees'],
  ['country', 'countries'],
  ['language', 'languages'],
];

const spellings = (units: readonly (readonly string[])[]) =>
  units
    .flat()
    .sort((a, b) => b.length - a.length)
    .map((unit) => unit.replace(' ', '[ -]'))
    .join('|');

const normalUnit = new Map(
  [...DURATIONS, ...COUNT_NOUNS].flatMap((forms) => forms.map((form) => [form, forms[0] ?? form] as const)),
);

const DIGITS = String.raw`\d{1,3}(?:[,'’]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?(?:[kmb](?![a-z]))?`;
const NUMBER = String.raw`(?:${DIGITS}|(?:${NUMBER_WORDS.join('|')})\b)`;
const RANGE = String.raw`${NUMBER}(?:\s*[-–—]\s*|\s+to\s+)${NUMBER}`;
const QUALIFIER = `under|below|less than|within|up to|at most|no more than|over|above|more than|at least|[<>≤≥]`;
/** At most three words between a count and its noun: "3 live strategies", "five design partners". */
const COUNT_GAP = String.raw`(?:[a-z]+\s+){0,3}?`;

const FIGURE = new RegExp(
  String.raw`(?<![\w.,'’/#$€£-])(?:(?<qualifier>${QUALIFIER})\s*)?(?<amount>${RANGE}|${NUMBER})(?<plus>\+)?` +
    String.raw`(?:\s*(?<percent>%|percent|per cent)|[ -]?(?<duration>${spellings(DURATIONS)})|\s+(?<gap>${COUNT_GAP})(?<noun>${spellings(COUNT_NOUNS)}))(?![\w%])`,
  'gi',
);

/** Money is the price list's (docs/decisions.md §244): an amount after a currency is no figure. */
const MONEY_BEFORE = /(?:chf|usd|eur|gbp|[$€£])\s*$/i;

const QUALIFIERS: Record<string, string> = {
  under: '<',
  below: '<',
  'less than': '<',
  '<': '<',
  within: '≤',
  'up to': '≤',
  'at most': '≤',
  'no more than': '≤',
  '≤': '≤',
  over: '>',
  above: '>',
  'more than': '>',
  '>': '>',
  'at least': '≥',
  '≥': '≥',
};

function normalNumber(text: string): string {
  const word = NUMBER_WORDS.indexOf(text.toLowerCase() as (typeof NUMBER_WORDS)[number]);
  if (word >= 0) return String(word + 1);
  return text.replace(/(?<=\d)[,'’](?=\d{3})/g, '').toLowerCase();
}

function normalAmount(amount: string): string {
  const [from, to] = amount.split(/\s*[-–—]\s*|\s+to\s+/i);
  return to === undefined ? normalNumber(amount) : `${normalNumber(from ?? '')}-${normalNumber(to)}`;
}

function isYear(amount: string): boolean {
  return /^(19|20)\d\d$/.test(amount);
}

/**
 * A count in words is a figure only right before its noun or one word away ("five design
 * partners"), and never "one": "one client", "one that routes orders" are plain English.
 */
function isLooseWordCount(amount: string, gap: string): boolean {
  const word = /^[a-z]+$/i.test(amount);
  return word && (amount.toLowerCase() === 'one' || gap.trim().split(/\s+/).filter(Boolean).length > 1);
}

/** Every figure of the text, in order. */
export function findFigures(text: string): Figure[] {
  const figures: Figure[] = [];
  const pattern = new RegExp(FIGURE);
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const groups = match.groups ?? {};
    const amount = groups.amount ?? '';
    const rejected =
      MONEY_BEFORE.test(text.slice(0, match.index)) ||
      (groups.noun !== undefined && (isYear(amount) || isLooseWordCount(amount, groups.gap ?? '')));
    if (rejected) {
      pattern.lastIndex = match.index + 1;
      continue;
    }
    const qualifier = groups.qualifier ? (QUALIFIERS[groups.qualifier.toLowerCase().replace(/\s+/g, ' ')] ?? '') : '';
    const unitWord = (groups.duration ?? groups.noun ?? '').toLowerCase().replace(/[ -]+/g, ' ');
    const unit = groups.percent ? '%' : ` ${normalUnit.get(unitWord) ?? unitWord}`;
    const bound = groups.plus ? '≥' : qualifier;
    figures.push({
      written: match[0],
      normal: `${bound}${normalAmount(amount)}${unit}`,
      index: match.index,
    });
  }
  return figures;
}

/** The normal form of a figure as a register writes it, or the text itself when it states none. */
export function normalFigures(text: string): string[] {
  const figures = findFigures(text).map((figure) => figure.normal);
  return figures.length > 0
    ? figures
    : [
        text
          .trim()
          .toLowerCase()
          .replace(/(?<=\d)[,'’](?=\d{3})/g, ''),
      ];
}
