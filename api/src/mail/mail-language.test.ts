/**
 * Mails render in their recipient's language (docs/decisions.md §304): the dictionary of that
 * language once it is listed in ./templates/dictionaries.ts, English until then. A second
 * dictionary made for the test stands for a translation.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { renderMail } from './render.ts';
import { type MailDictionary, mailDictionaries } from './templates/dictionaries.ts';

const en = mailDictionaries.en;
const listed = mailDictionaries as Record<string, MailDictionary>;

/** A stand-in French dictionary: English with the acknowledgement's subject and heading in French. */
const testFrench = {
  ...en,
  intlLocale: 'fr-CH',
  leadAcknowledgement: {
    ...en.leadAcknowledgement,
    subject: { ...en.leadAcknowledgement.subject, contact: 'Nous avons bien reçu votre message' },
    heading: { ...en.leadAcknowledgement.heading, contact: 'Message envoyé' },
  },
} as unknown as MailDictionary;

const hadFrench = Object.hasOwn(listed, 'fr') ? listed.fr : undefined;
afterEach(() => {
  if (hadFrench) listed.fr = hadFrench;
  else delete listed.fr;
});

describe('a mail in its recipient’s language', () => {
  test('renders with that language’s dictionary once it is listed', async () => {
    listed.fr = testFrench;
    const mail = await renderMail('lead-acknowledgement', { kind: 'contact' }, 'fr');
    expect(mail.subject).toBe('Nous avons bien reçu votre message');
    expect(mail.html).toContain('Message envoyé');
    expect(mail.html).toMatch(/<html[^>]*lang="fr"/);
  });

  test('renders in English while that language has no dictionary', async () => {
    delete listed.fr;
    const mail = await renderMail('lead-acknowledgement', { kind: 'contact' }, 'fr');
    expect(mail.subject).toBe(en.leadAcknowledgement.subject.contact);
    expect(mail.html).toMatch(/<html[^>]*lang="en"/);
  });

  test('refuses a locale that is none of the site’s languages', async () => {
    await expect(renderMail('lead-acknowledgement', { kind: 'contact' }, 'xx' as 'en')).rejects.toThrow(
      'Unknown mail locale "xx"; known: en, de, fr, it.',
    );
  });
});
