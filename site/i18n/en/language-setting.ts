/**
 * The Language section of /account (docs/decisions.md §307): the language of the owner's
 * signed-in pages and of every email we send them.
 */
export const languageSetting = {
  languageSetting: {
    title: 'Language',
    intro: 'The language of your dashboard, your account pages and every email we send you.',
    label: 'Language',
    save: 'Save language',
    saving: 'Saving…',
    failed: 'The language was not saved',
    failedFallback: 'Please try again in a moment.',
  },
} as const;
