/**
 * The words for a failed call on a page without a framework: the same sentence the islands show
 * (`site/islands/api-refusal.ts`), whose dictionary loads only now, when a call has failed, so
 * the page loads none at first (docs/decisions.md §350). Without the dictionary (no network),
 * the page's own fallback.
 *
 * @example toaster.show({ title, description: await refusalSentence(error, fallback), variant: 'destructive' });
 */
export async function refusalSentence(error: unknown, fallback: string): Promise<string> {
  try {
    const i18n = await import('#site/i18n/index.ts');
    await i18n.loadLocale(i18n.currentLocale());
    const { refusalText } = await import('#site/islands/api-refusal.ts');
    return refusalText(error, fallback);
  } catch {
    return fallback;
  }
}
