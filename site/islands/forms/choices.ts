/** A select's options from a list of values and their labels in the dictionary. */
export function choices<V extends string>(values: readonly V[], labels: Record<V, string>) {
  return values.map((value) => ({ value, label: labels[value] }));
}
