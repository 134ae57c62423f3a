/**
 * Renders a mail from a template's name, its props and a locale into the three parts a
 * message needs: subject, HTML and plain text (docs/decisions.md §69), plus the one-click
 * unsubscribe headers of mail to a subscriber (docs/decisions.md §74) and the files a template
 * attaches (docs/decisions.md §170). Props are validated
 * first; an unknown template, an unknown locale or invalid props throw a `MailRenderError`
 * naming what is wrong, before anything renders. The locale is the recipient's, one of the
 * site's languages; one whose mail dictionary is not written yet renders in English
 * (docs/decisions.md §304), so a dictionary listed in ./templates/dictionaries.ts is all a
 * language needs.
 *
 * @example const { subject, html, text } = await renderMail('ops-alert', { service: 'API', state: 'down', at, detail }, 'en')
 */
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@alpora/shared/locales';
import { render } from '@react-email/render';
import { createElement } from 'react';
import type { z } from 'zod';
import { MailRenderError, type MailRenderer, type RenderedMail } from './render-types.ts';
import { isMailLocale, type MailDictionary, mailDictionaries } from './templates/dictionaries.ts';
import { isMailTemplateName, type MailProps, type MailTemplateName, mailTemplates } from './templates/registry.ts';
import type { MailTemplate } from './templates/template.ts';

/** Headings keep their case in the text part; shouting them would garble names and titles. */
const htmlToTextOptions = {
  selectors: ['h1', 'h2'].map((selector) => ({ selector, options: { uppercase: false } })),
};

export { MailRenderError };

export async function renderMail<Name extends MailTemplateName>(
  templateName: Name,
  data: MailProps<Name>,
  locale: Locale = DEFAULT_LOCALE,
): Promise<RenderedMail> {
  if (!isMailTemplateName(templateName)) {
    const known = Object.keys(mailTemplates).join(', ');
    throw new MailRenderError(`Unknown mail template "${String(templateName)}"; known: ${known}.`);
  }
  if (!isLocale(locale)) {
    throw new MailRenderError(`Unknown mail locale "${String(locale)}"; known: ${LOCALES.join(', ')}.`);
  }
  // Each template's props are checked by its own schema, so one signature fits all here.
  const template = mailTemplates[templateName] as unknown as MailTemplate<z.ZodType>;
  const parsed = template.props.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(props)'}: ${issue.message}`);
    throw new MailRenderError(`Invalid props for mail template "${templateName}": ${problems.join('; ')}`);
  }
  const texts = mailTexts(locale);
  const element = createElement(template.component, { props: parsed.data, texts });
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true, htmlToTextOptions })]);
  // A subject is one header line: line breaks from a title never start another header. No-break
  // spaces stay: French sets one before a colon ("Démonstration annulée : …").
  const subject = template
    .subject(parsed.data, texts)
    .replace(/[^\S\u00a0\u202f]+/g, ' ')
    .trim();
  const unsubscribeUrl = template.unsubscribeUrl?.(parsed.data);
  const attachments = template.attachments?.(parsed.data, texts);
  return {
    subject,
    html,
    text,
    ...(unsubscribeUrl ? { headers: listUnsubscribeHeaders(unsubscribeUrl) } : {}),
    ...(attachments?.length ? { attachments } : {}),
  };
}

/** The dictionary of a language, or the English one while its own is not written. */
export function mailTexts(locale: Locale): MailDictionary {
  return isMailLocale(locale) ? mailDictionaries[locale] : mailDictionaries.en;
}

/**
 * The headers of RFC 8058: a mail client shows its own Unsubscribe button and POSTs
 * `List-Unsubscribe=One-Click` to the URL, which ends the subscription without a page.
 */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * The templates as the sender's renderer: the outbox stores a template's name, props and
 * locale as text, and this checks all three again when the mail is sent.
 */
export const productRenderer: MailRenderer = (template, data, locale) =>
  renderMail(template as MailTemplateName, data as MailProps<MailTemplateName>, locale as Locale);
