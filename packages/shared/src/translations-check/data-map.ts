/**
 * What a language's data map may change (docs/decisions.md §310): its words, i.e. the controller's
 * address, the security measures, the note on data abroad, each kind's name, subjects, data,
 * purpose, legal basis and recipients, what a period runs after or until, and what browser
 * storage is for and how long it lasts. Everything else (the policy's version and date, the
 * controller's name and contact, ids, periods, `enforcedBy`, tables, `notPersonal`, storage keys
 * and places) stays as content/data-map.yaml has it, and the words keep its numbers ("Art. 25",
 * "12 months"), so the privacy policy, the record and the purge read one map in every language.
 *
 * @example dataMapWords('kinds[analytics].purpose') // true
 *          dataMapWords('kinds[analytics].retention.months') // false
 */
const WORDS = [
  /^controller\.address$/,
  /^security\[\d+\]$/,
  /^abroad$/,
  /^kinds\[[^\]]+\]\.(?:name|subjects|data|purpose|legalBasis|recipients)$/,
  /^kinds\[[^\]]+\]\.retention\.(?:after|until)$/,
  /^browserStorage\[[^\]]+\]\.(?:purpose|lifetime)$/,
];

export function dataMapWords(path: string): boolean {
  return WORDS.some((pattern) => pattern.test(path));
}
