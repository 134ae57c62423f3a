/**
 * The Language section of /account (docs/decisions.md §307): the owner chooses the language of
 * their signed-in pages and of every email we send them (`PATCH /api/account/language`). Once
 * saved, the page opens again in that language.
 */
import { ApiRequestError, apiRequest } from '@alpora/shared/api-client';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@alpora/shared/locales';
import type { AccountLanguage } from '@alpora/shared/schemas/locale-field';
import { type FormEvent, useId, useState } from 'react';
import { controlClass, FieldShell } from '#site/components/ui/FieldShell.tsx';
import { toast } from '#site/components/ui/Toast.tsx';
import { dictionary } from '#site/i18n/index.ts';
import { pageForUserLanguage } from '#site/islands/dashboard/follow-user-language.ts';
import type { SectionProps } from './AccountPage.tsx';
import { AccountSection } from './AccountSection.tsx';

export function LanguageSection({ user }: SectionProps) {
  const t = dictionary().languageSetting;
  const id = useId();
  const [choice, setChoice] = useState<Locale>(user.locale);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const body: AccountLanguage = { locale: choice };
      const answer = await apiRequest<AccountLanguage>('/api/account/language', { method: 'PATCH', body });
      const target = pageForUserLanguage(window.location, answer.locale);
      if (target) window.location.replace(target);
      else setBusy(false);
    } catch (error) {
      const apiError = error instanceof ApiRequestError ? error.apiError : undefined;
      toast({ title: t.failed, description: apiError?.message ?? t.failedFallback, variant: 'destructive' });
      setBusy(false);
    }
  };

  return (
    <AccountSection title={t.title} intro={t.intro}>
      <form onSubmit={(event) => void save(event)} className="flex flex-wrap items-end gap-3">
        <div className="min-w-48">
          <FieldShell id={id} label={t.label}>
            {(describedBy) => (
              <select
                id={id}
                name="locale"
                value={choice}
                aria-describedby={describedBy}
                className={`${controlClass} appearance-auto`}
                onChange={(event) => isLocale(event.target.value) && setChoice(event.target.value)}
              >
                {LOCALES.map((locale) => (
                  // Each language in its own words, as the language switcher names it.
                  <option key={locale} value={locale} lang={locale}>
                    {LOCALE_NAMES[locale]}
                  </option>
                ))}
              </select>
            )}
          </FieldShell>
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy || choice === user.locale}>
          {busy ? t.saving : t.save}
        </button>
      </form>
    </AccountSection>
  );
}
