import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { MailRenderError, renderMail } from './render.ts';
import { brand, company } from './templates/brand.ts';
import { mailDictionaries } from './templates/dictionaries.ts';
import { mailExamples } from './templates/examples.ts';
import { Layout } from './templates/layout.ts';
import { type MailTemplateName, mailTemplates } from './templates/registry.ts';

const names = Object.keys(mailTemplates) as MailTemplateName[];
const en = mailDictionaries.en;
const address = `${company.legalName}, ${en.layout.seat}`;

/** The reason line each template's footer gives, as the English dictionary words it. */
const reasons: Record<MailTemplateName, string> = {
  'confirm-subscription': en.confirmSubscription.reason,
  'already-subscribed': en.alreadySubscribed.reason,
  'lead-notification': en.leadNotification.reason,
  'lead-acknowledgement': en.leadAcknowledgement.reason.demo,
  'incident-update': en.incidentUpdate.reason,
  'policy-change': en.policyChange.reason.subscriber,
  'ops-alert': en.opsAlert.reason,
  'new-sign-in': en.newSignIn.reason,
  'second-step-failed': en.secondStepFailed.reason,
  'verify-email': en.verifyEmail.reason,
  'password-reset': en.passwordReset.reason,
  'password-changed': en.passwordChanged.reason,
  'account-exists': en.accountExists.reason,
  'viewer-invitation': en.viewerInvitation.reason,
  'account-setup': en.accountSetup.reason,
  'demo-booked': en.demoBooked.reason.visitor,
  'demo-cancelled': en.demoCancelled.reason.team,
  'account-suspended': en.accountSuspended.reason,
  'account-reinstated': en.accountReinstated.reason,
  'privacy-request-confirm': en.privacyRequestConfirm.reason,
  'privacy-request-answered': en.privacyRequestAnswered.reason,
};

/** Text of the example that must reach both parts: what the reader needs from the mail. */
const keyContent: Record<MailTemplateName, string[]> = {
  'confirm-subscription': [
    'https://alpora.example.com/email/confirm?token=Jq3xR0bN7vYk2mWc9sTfLd4hPzE8aUgQ1oXiB6nK5yV',
    'The link is valid for 7 days.',
  ],
  'already-subscribed': ['You are already subscribed', 'This address already gets Alpora status updates'],
  'lead-notification': ['Lakeside Capital', 'q4-desk-launch', '2025-09-01', '20 Nov 2026, 09:29:58 UTC', '/features'],
  'lead-acknowledgement': ['Our target is a reply within one business day to schedule your 30-minute demo.'],
  'incident-update': [
    'Delayed order routing on two venues',
    'Monitoring',
    'Major',
    'https://alpora.example.com/status',
  ],
  'policy-change': [
    'Our Privacy Policy is changing',
    'takes effect on 1 January 2027',
    'Section 6 now names the provider',
    'who confirmed their address.',
    'https://alpora.example.com/privacy',
  ],
  'ops-alert': ['API is down', '20 Nov 2026, 09:05:31 UTC', 'GET /api/health answered 503'],
  'new-sign-in': [
    'Your account jane.doe was signed in from a browser it had not used before.',
    '20 Nov 2026, 09:31:07 UTC',
    'Firefox 133 on Linux',
    '203.0.113.x',
    'Password and authenticator code',
    'https://alpora.example.com/account',
  ],
  'second-step-failed': [
    'Someone entered the right password of your account jane.doe',
    '20 Nov 2026, 09:31:07 UTC',
    'Firefox 133 on Linux',
    'someone knows your password: change it now',
    'https://alpora.example.com/account',
  ],
  'verify-email': [
    'An Alpora account was opened with this address.',
    'https://alpora.example.com/verify-email?token=Vf2kR8nQ4tYw1mB6cZ9sL3dF7hJ0gA5uE2oP8iW4rTx',
    'The link is valid for 7 days.',
  ],
  'password-reset': [
    'the Alpora account ada',
    'https://alpora.example.com/reset-password?token=Rs7mK2pW9qYt4nVb1xXs6dLf3gHj8aEu0oWi5eRq2yU',
    'The link works once, for 30 minutes.',
  ],
  'password-changed': [
    'The password of the Alpora account ada was reset on 20 Nov 2026, 09:30:00 UTC',
    'Every session was signed out.',
    'https://alpora.example.com/forgot-password',
  ],
  'account-exists': [
    'no second one was opened and your account is unchanged',
    'https://alpora.example.com/login',
    'https://alpora.example.com/forgot-password',
  ],
  'viewer-invitation': [
    'Ada Lovelace (ada@example.com) invited this address to read their Alpora dashboard',
    'https://alpora.example.com/invitation?token=Iv4nT8rQ2wYp6mB1cZ7sL9dF3hJ5gA0uE4oP2iW8rTk',
    'The link works once, for 7 days.',
  ],
  'account-setup': [
    'the username grace was opened for this address',
    'you also set up an authenticator app',
    'https://alpora.example.com/set-up-account?token=Su3pK7wQ1xYt5nVb9mXs2dLf6gHj0aEu4oWi8eRq6yZ',
    'The link works once, for 72 hours.',
  ],
  'demo-booked': [
    'Tuesday, 24 November 2026 at 09:00 (Central European Standard Time)',
    '20 minutes',
    'https://alpora.example.com/demo/manage?token=Dm4kR8nQ4tYw1mB6cZ9sL3dF7hJ0gA5uE2oP8iW4rTx',
  ],
  'demo-cancelled': [
    'The visitor cancelled the demo; the time is free again.',
    'Tuesday, 24 November 2026 at 09:00 (Central European Standard Time)',
  ],
  'account-suspended': [
    'We suspended the Alpora account ada on 20 Nov 2026, 09:30:00 UTC.',
    'Every session of the account ended at once',
    'To ask why and how to get access back, write to',
    'hello@alpora.example.com',
  ],
  'account-reinstated': [
    'We lifted the suspension of the Alpora account ada on 21 Nov 2026, 10:00:00 UTC.',
    'https://alpora.example.com/login',
    'hello@alpora.example.com',
  ],
  'privacy-request-confirm': [
    'asked Alpora to erase everything it holds about this email address',
    'https://alpora.example.com/privacy/request/confirm#token=Pr5kT9wQ3xYt7nVb1mXs4dLf8gHj2aEu6oWi0eRq4yA',
    'The link is valid for 7 days.',
    'ignore this email',
  ],
  'privacy-request-answered': [
    'We erased everything Alpora held about this email address.',
    'Waitlist sign-ups',
    '3 records',
    'What we keep, and why',
    'Backups of the database made before the erasure',
    'each is deleted 30 days after the backup was written',
  ],
};

/** The HTML's text with entities decoded, so apostrophes and ampersands compare as written. */
function decoded(html: string): string {
  return html.replaceAll('&#x27;', "'").replaceAll('&amp;', '&').replaceAll('&quot;', '"');
}

describe.each(names)('the %s mail', (name) => {
  test('renders HTML with the brand colour, the company address and the reason line', async () => {
    const { html } = await renderMail(name, mailExamples[name]);
    expect(html.toUpperCase()).toContain(brand.accent.toUpperCase());
    expect(html).toContain(address);
    expect(decoded(html)).toContain(reasons[name]);
    expect(html).toContain(`max-width:${brand.maxWidth}px`);
  });

  test('has a text part with the same key content, links written out', async () => {
    const { html, text } = await renderMail(name, mailExamples[name]);
    for (const content of [...keyContent[name], address, reasons[name]]) {
      expect(decoded(html)).toContain(content);
      expect(text).toContain(content);
    }
    expect(text).not.toMatch(/<\/?(p|a|div|span|table|td|br)\b/);
  });

  test('loads nothing from elsewhere: no images, style sheets or scripts', async () => {
    const { html } = await renderMail(name, mailExamples[name]);
    expect(html).not.toMatch(/<img|<link|<script|@import|url\(/i);
  });

  test('has a one-line subject', async () => {
    const { subject } = await renderMail(name, mailExamples[name]);
    expect(subject.length).toBeGreaterThan(0);
    expect(subject).not.toMatch(/[\r\n]/);
  });
});

describe('subjects', () => {
  test.each([
    ['confirm-subscription', 'Confirm your subscription to Alpora status updates'],
    ['already-subscribed', 'You already get Alpora status updates'],
    ['lead-notification', 'New demo request: Jane Doe <jane.doe@fund.example.com>'],
    ['lead-acknowledgement', 'We received your demo request'],
    ['incident-update', 'Monitoring: Delayed order routing on two venues'],
    ['policy-change', 'Changes to our Privacy Policy from 1 January 2027'],
    ['ops-alert', 'DOWN: API'],
    ['verify-email', 'Confirm your email address for Alpora'],
    ['password-reset', 'Reset your Alpora password'],
    ['password-changed', 'Your Alpora password was changed'],
    ['account-exists', 'Someone tried to open an Alpora account with your address'],
    ['viewer-invitation', 'Ada Lovelace invited you to read their Alpora dashboard'],
    ['account-setup', 'Set up your Alpora account'],
    ['demo-booked', 'Your Alpora demo: Tuesday, 24 November 2026 at 09:00 (Central European Standard Time)'],
    ['demo-cancelled', 'Demo cancelled: Jane Doe, Tuesday, 24 November 2026 at 09:00 (Central European Standard Time)'],
  ] as const)('the %s subject reads "%s"', async (name, subject) => {
    expect((await renderMail(name, mailExamples[name])).subject).toBe(subject);
  });

  test('the privacy answer names what came of the request: ready, erased or declined', async () => {
    const answered = 'privacy-request-answered';
    const access = {
      result: 'access',
      downloadUrl: 'https://alpora.example.com/privacy/request/confirm#token=x',
      downloadUntil: '2026-11-27T09:30:00.000Z',
    } as const;
    const declined = {
      result: 'declined',
      kind: 'erasure',
      reason: 'We could not tell that the letter came from you.',
      contact: 'hello@alpora.example.com',
    } as const;
    expect((await renderMail(answered, mailExamples[answered])).subject).toBe('We erased your data at Alpora');
    expect((await renderMail(answered, access)).subject).toBe('Your Alpora data is ready to download');
    expect((await renderMail(answered, declined)).subject).toBe('About your request to erase your data at Alpora');
    expect(
      (await renderMail('privacy-request-confirm', { ...mailExamples['privacy-request-confirm'], kind: 'access' }))
        .subject,
    ).toBe('Confirm your request to see your data at Alpora');
  });

  test('an access answer carries its download link and its last day; a declined one its reason', async () => {
    const access = await renderMail('privacy-request-answered', {
      result: 'access',
      downloadUrl:
        'https://alpora.example.com/privacy/request/confirm#token=Dl3kR8nQ4tYw1mB6cZ9sL3dF7hJ0gA5uE2oP8iW4rTq',
      downloadUntil: '2026-11-27T09:30:00.000Z',
    });
    expect(access.text).toContain(
      'https://alpora.example.com/privacy/request/confirm#token=Dl3kR8nQ4tYw1mB6cZ9sL3dF7hJ0gA5uE2oP8iW4rTq',
    );
    expect(access.text).toContain('until 27 Nov 2026, 09:30:00 UTC');
    const declined = await renderMail('privacy-request-answered', {
      result: 'declined',
      kind: 'access',
      reason: 'We could not tell that the letter came from you.',
      contact: 'hello@alpora.example.com',
    });
    expect(declined.text).toContain('We did not carry out your request to see your data');
    expect(declined.text).toContain('We could not tell that the letter came from you.');
    expect(declined.text).toContain('hello@alpora.example.com');
  });

  test('a lead without a name is named by its address', async () => {
    const lead = {
      ...mailExamples['lead-notification'],
      kind: 'one-pager' as const,
      person: { email: 'cfo@example.com' },
    };
    expect((await renderMail('lead-notification', lead)).subject).toBe('New one-pager request: cfo@example.com');
  });

  test('line breaks in a title never reach the subject header', async () => {
    const incident = { ...mailExamples['incident-update'], title: 'Routing delay\r\nBcc: someone@example.com' };
    expect((await renderMail('incident-update', incident)).subject).toBe(
      'Monitoring: Routing delay Bcc: someone@example.com',
    );
  });
});

describe('unsubscribe link', () => {
  const layout = (unsubscribeUrl?: string) =>
    renderToStaticMarkup(
      createElement(Layout, { texts: en, preview: 'Preview', reason: 'Because.', unsubscribeUrl }, 'Content'),
    );

  test('the footer links to the unsubscribe URL when one is given', () => {
    const html = layout('https://alpora.example.com/unsubscribe?token=abc');
    expect(html).toContain('href="https://alpora.example.com/unsubscribe?token=abc"');
    expect(html).toContain(en.layout.unsubscribe);
  });

  test('the footer has no unsubscribe link when none is given', () => {
    const html = layout();
    expect(html).not.toContain(en.layout.unsubscribe);
    expect(html).not.toContain('unsubscribe');
  });

  test('status subscribers always get one, in the HTML and the text', async () => {
    const { html, text } = await renderMail('incident-update', mailExamples['incident-update']);
    const url = mailExamples['incident-update'].unsubscribeUrl;
    expect(html).toContain(`href="${url}"`);
    expect(text).toContain(`${en.layout.unsubscribe} ${url}`);
  });

  test.each(['incident-update', 'already-subscribed', 'policy-change'] as const)(
    'the %s mail carries the one-click unsubscribe headers of RFC 8058 with its link',
    async (name) => {
      const example = mailExamples[name];
      const url = 'unsubscribeUrl' in example ? example.unsubscribeUrl : 'none in the example';
      const { headers } = await renderMail(name, example);
      expect(headers).toEqual({
        'List-Unsubscribe': `<${url}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    },
  );

  test.each(names.filter((name) => !['incident-update', 'already-subscribed', 'policy-change'].includes(name)))(
    'the transactional %s mail has none, in the body or the headers',
    async (name) => {
      const { html, text, headers } = await renderMail(name, mailExamples[name]);
      expect(html).not.toContain(en.layout.unsubscribe);
      expect(text).not.toContain(en.layout.unsubscribe);
      expect(headers).toBeUndefined();
    },
  );
});

describe('escaping', () => {
  const script = '<script>alert(1)</script>';

  test('a name with markup shows as text in the lead notification', async () => {
    const lead = {
      ...mailExamples['lead-notification'],
      person: { name: `Eve ${script}`, email: 'eve@example.com' },
      fields: [{ label: 'Message', value: `<b>bold</b> ${script}` }],
    };
    const { html, text } = await renderMail('lead-notification', lead);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>bold</b>');
    expect(html).toContain('Eve &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(text).toContain(`Eve ${script}`);
  });

  test('an incident title and message with markup show as text', async () => {
    const incident = {
      ...mailExamples['incident-update'],
      title: `Down ${script}`,
      message: `<img src=x onerror=alert(1)>`,
    };
    const { html } = await renderMail('incident-update', incident);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('Down &lt;script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('invalid input', () => {
  test.each([
    ['confirm-subscription', { list: 'newsletter', confirmUrl: 'https://alpora.example.com/c' }, 'list'],
    ['confirm-subscription', { list: 'status', confirmUrl: 'javascript:alert(1)' }, 'confirmUrl'],
    ['already-subscribed', { list: 'status', unsubscribeUrl: 'javascript:alert(1)' }, 'unsubscribeUrl'],
    ['lead-notification', { ...mailExamples['lead-notification'], kind: 'spam' }, 'kind'],
    [
      'lead-notification',
      { ...mailExamples['lead-notification'], person: { email: 'not-an-address' } },
      'person.email',
    ],
    ['lead-notification', { ...mailExamples['lead-notification'], consent: undefined }, 'consent'],
    ['lead-acknowledgement', { kind: 'demo' }, 'demoMinutes'],
    ['lead-acknowledgement', { kind: 'waitlist' }, 'kind'],
    ['incident-update', { ...mailExamples['incident-update'], unsubscribeUrl: undefined }, 'unsubscribeUrl'],
    ['incident-update', { ...mailExamples['incident-update'], at: 'yesterday' }, 'at'],
    ['ops-alert', { ...mailExamples['ops-alert'], state: 'degraded' }, 'state'],
    ['ops-alert', { ...mailExamples['ops-alert'], detail: '   ' }, 'detail'],
    ['policy-change', { ...mailExamples['policy-change'], unsubscribeUrl: undefined }, 'unsubscribeUrl'],
    ['policy-change', { ...mailExamples['policy-change'], effectiveDate: '1 January 2027' }, 'effectiveDate'],
    ['policy-change', { ...mailExamples['policy-change'], pageUrl: 'javascript:alert(1)' }, 'pageUrl'],
    ['policy-change', { ...mailExamples['policy-change'], audience: 'visitor' }, 'audience'],
  ] as const)('%s refuses %j, naming %s', async (name, data, field) => {
    const rendering = renderMail(name, data as never);
    await expect(rendering).rejects.toThrow(MailRenderError);
    await expect(rendering).rejects.toThrow(new RegExp(`Invalid props for mail template "${name}": .*${field}: `));
  });

  test('an unknown template is refused by name, listing the known ones', async () => {
    await expect(renderMail('newsletter' as never, {} as never)).rejects.toThrow(
      'Unknown mail template "newsletter"; known: confirm-subscription, already-subscribed, lead-notification, lead-acknowledgement, incident-update, policy-change, ops-alert, new-sign-in, second-step-failed, verify-email, password-reset, password-changed, account-exists, viewer-invitation, account-setup, demo-booked, demo-cancelled, account-suspended, account-reinstated, privacy-request-confirm, privacy-request-answered.',
    );
  });

  test('an unknown locale is refused by name', async () => {
    await expect(renderMail('ops-alert', mailExamples['ops-alert'], 'xx' as never)).rejects.toThrow(
      `Unknown mail locale "xx"; known: ${Object.keys(mailDictionaries).join(', ')}.`,
    );
  });
});

describe('lead acknowledgement', () => {
  test.each([
    [{ kind: 'contact' }, 'Thank you for reaching out. Our target is a reply within one business day.'],
    [{ kind: 'design-partner' }, 'We will review your application; our target is a reply within 48 hours.'],
  ] as const)('%j promises the reply time the website states', async (data, promise) => {
    const { text } = await renderMail('lead-acknowledgement', data);
    expect(text).toContain(promise);
  });
});

describe('policy change notice', () => {
  const subscriber = mailExamples['policy-change'];
  const unsubscribeUrl = 'unsubscribeUrl' in subscriber ? subscriber.unsubscribeUrl : 'none in the example';
  const client = { ...subscriber, audience: 'client' as const, unsubscribeUrl: undefined };

  test("a client's notice says why they get it and has no unsubscribe link, in the body or the headers", async () => {
    const { html, text, headers } = await renderMail('policy-change', client);
    expect(text).toContain(en.policyChange.reason.client);
    expect(text).not.toContain(en.policyChange.reason.subscriber);
    expect(html).not.toContain(en.layout.unsubscribe);
    expect(text).not.toContain(en.layout.unsubscribe);
    expect(headers).toBeUndefined();
  });

  test("a subscriber's notice says why they get it and links their unsubscribe URL in the footer", async () => {
    const { html, text } = await renderMail('policy-change', subscriber);
    expect(text).toContain(en.policyChange.reason.subscriber);
    expect(text).not.toContain(en.policyChange.reason.client);
    expect(html).toContain(`href="${unsubscribeUrl}"`);
    expect(text).toContain(`${en.layout.unsubscribe} ${unsubscribeUrl}`);
  });

  test('an unsubscribe URL handed along with a client notice is dropped, never shown', async () => {
    const { html, headers } = await renderMail('policy-change', { ...client, unsubscribeUrl } as never);
    expect(html).not.toContain(unsubscribeUrl);
    expect(headers).toBeUndefined();
  });

  test('the summary keeps its paragraphs and shows markup as text', async () => {
    const summary = 'First change.\n\n<b>Second</b> change.';
    const { html } = await renderMail('policy-change', { ...client, summary });
    expect(html).toMatch(/First change\.<\/p>[\s\S]*&lt;b&gt;Second&lt;\/b&gt; change\./);
  });
});

describe('email verification', () => {
  test('names no username, even one still stored with a mail queued before it was dropped', async () => {
    const chosenByWhoever = 'visit-evil-example-now';
    const props = { ...mailExamples['verify-email'], username: chosenByWhoever } as never;
    const { html, text, subject } = await renderMail('verify-email', props);
    for (const part of [html, text, subject]) expect(part).not.toContain(chosenByWhoever);
    expect(text).toContain('An Alpora account was opened with this address.');
  });
});
