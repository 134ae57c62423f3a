/**
 * What every server-rendered form page starts with (docs/decisions.md §350): its form, found by
 * the name the page gave it, the words the page rendered for its script, the toasts, and the
 * links to the other sign-in form keeping `next` (the HTML cannot know the query string).
 *
 * @example const { form, texts, toaster } = formPage<SignInTexts>('login');
 */
import { nextPath } from '#site/lib/sign-in.ts';
import { mountToaster, type Toaster, type ToasterTexts } from './toaster.ts';

export interface FormPage<Texts> {
  form: HTMLFormElement;
  texts: Texts;
  toaster: Toaster;
}

export function formPage<Texts>(kind: string): FormPage<Texts> {
  const form = document.querySelector<HTMLFormElement>(`form[data-html-form="${kind}"]`);
  if (!form) throw new Error(`The page has no form named "${kind}".`);
  const toaster = mountToaster(JSON.parse(form.dataset.toaster ?? '{}') as ToasterTexts);
  for (const link of form.querySelectorAll<HTMLAnchorElement>('a[data-keeps-next]')) {
    link.href = `${link.pathname}?next=${encodeURIComponent(nextPath())}`;
  }
  return { form, texts: JSON.parse(form.dataset.texts ?? '{}') as Texts, toaster };
}
