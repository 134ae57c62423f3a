/**
 * Every mail template, rendered with its example props (api/src/mail/templates/examples.ts) and
 * again with words longer than a phone's line (host names, tokens, URLs in free text), as
 * Chromium lays it out at a phone's width (390 px) and at the layout's widest (600 px): nothing
 * runs off to the side, every link is absolute https (or mailto), the brand red is on screen,
 * nothing is loaded from elsewhere, and the plain-text part carries every link of the HTML part
 * (docs/decisions.md §69). Screenshots land in test-results/mail-rendering/ to look at.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { renderMail } from '../api/src/mail/render.ts';
import { brand } from '../api/src/mail/templates/brand.ts';
import { mailExamples } from '../api/src/mail/templates/examples.ts';
import { type MailProps, type MailTemplateName, mailTemplates } from '../api/src/mail/templates/registry.ts';
import { expect, test } from './support/fixtures.ts';

const WIDTHS = [390, 600];
const TEMPLATES = Object.keys(mailTemplates) as MailTemplateName[];

type PropsOfEvery = { [Name in MailTemplateName]: MailProps<Name> };

/** A word as long as a person, a form or an operator may write one. */
const HOST = 'api-execution-gateway.eu-central-1.internal.alpora.example.com';
const TOKEN = '3f9a2c7e51b84d0c9e6a1f2b7c3d4e5f'.repeat(4);
const URL_IN_TEXT = `https://${HOST}/v1/orders/routing?venue=${TOKEN}`;

/** The examples with the longest unbroken words their props admit. */
const longWords: PropsOfEvery = {
  'confirm-subscription': {
    ...mailExamples['confirm-subscription'],
    confirmUrl: `https://alpora.example.com/email/confirm?token=${TOKEN}`,
  },
  'already-subscribed': {
    ...mailExamples['already-subscribed'],
    unsubscribeUrl: `https://alpora.example.com/email/unsubscribe?token=${TOKEN}`,
  },
  'lead-notification': {
    ...mailExamples['lead-notification'],
    person: { name: 'Maximiliane von Hohenzollern-Sigmaringen', email: `${'m'.repeat(64)}@${HOST}` },
    fields: [
      { label: 'Company', value: `Hohenzollern${'Vermögensverwaltungsgesellschaft'.repeat(3)}` },
      { label: 'Message', value: `Our gateway is ${URL_IN_TEXT}` },
    ],
    campaign: { ...mailExamples['lead-notification'].campaign, referrer: URL_IN_TEXT, campaign: TOKEN },
  },
  'lead-acknowledgement': mailExamples['lead-acknowledgement'],
  'incident-update': {
    ...mailExamples['incident-update'],
    title: `${HOST} unreachable`,
    message: `Orders through ${URL_IN_TEXT} were refused.`,
  },
  'policy-change': {
    ...mailExamples['policy-change'],
    title: `Vermögensverwaltungsgesellschaft${'Datenschutzerklärung'.repeat(3)}`,
    summary: `Orders through ${URL_IN_TEXT} are now logged.`,
  },
  'ops-alert': { ...mailExamples['ops-alert'], detail: `GET ${URL_IN_TEXT} answered 503.` },
  'new-sign-in': {
    ...mailExamples['new-sign-in'],
    username: 'm'.repeat(32),
    device: TOKEN.slice(0, 40),
    addressHint: '2001:db8:ffff::/48',
  },
  'second-step-failed': {
    ...mailExamples['second-step-failed'],
    username: 'm'.repeat(32),
    device: TOKEN.slice(0, 40),
    addressHint: '2001:db8:ffff::/48',
  },
  'verify-email': { verifyUrl: `https://alpora.example.com/verify-email?token=${TOKEN}` },
  'password-reset': {
    username: 'a'.repeat(32),
    resetUrl: `https://alpora.example.com/reset-password?token=${TOKEN}`,
  },
  'password-changed': { ...mailExamples['password-changed'], username: 'a'.repeat(32) },
  'account-exists': mailExamples['account-exists'],
  'viewer-invitation': {
    clientName: 'v'.repeat(60),
    clientEmail: `${'v'.repeat(60)}@example.com`,
    acceptUrl: `https://alpora.example.com/invitation?token=${TOKEN}`,
  },
  'account-setup': {
    username: 's'.repeat(32),
    staff: true,
    setupUrl: `https://alpora.example.com/set-up-account?token=${TOKEN}`,
  },
  'demo-booked': { ...mailExamples['demo-booked'], manageUrl: `https://alpora.example.com/demo/manage?token=${TOKEN}` },
  'demo-cancelled': {
    ...mailExamples['demo-cancelled'],
    person: { name: 'n'.repeat(80), company: TOKEN.slice(0, 40), timeZone: 'America/Argentina/Buenos_Aires' },
  },
  'account-suspended': {
    ...mailExamples['account-suspended'],
    username: 's'.repeat(32),
    contact: `${'c'.repeat(64)}@${HOST}`,
  },
  'account-reinstated': {
    ...mailExamples['account-reinstated'],
    username: 's'.repeat(32),
    contact: `${'c'.repeat(64)}@${HOST}`,
  },
  'privacy-request-confirm': {
    ...mailExamples['privacy-request-confirm'],
    confirmUrl: `https://alpora.example.com/privacy/request/confirm#token=${TOKEN}`,
  },
  'privacy-request-answered': {
    result: 'erasure',
    erased: [{ name: `Vermögensverwaltungsgesellschaft${'Datenschutzerklärung'.repeat(3)}`, rows: 12 }],
    kept: [{ what: `Mails to ${HOST}`, why: `Orders through ${URL_IN_TEXT} are now logged.` }],
  },
};

const VARIANTS: [variant: string, props: PropsOfEvery][] = [
  ['example', mailExamples],
  ['long-words', longWords],
];

/** `#E10600` as the computed style spells it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** What Chromium made of the mail: its widths, its links and where the brand red shows. */
function layout(page: Page, accent: string) {
  return page.evaluate((accentColour) => {
    const root = document.documentElement;
    const inAccent = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
      const style = getComputedStyle(element);
      const visible = element.getClientRects().length > 0;
      return (
        visible &&
        [style.color, style.backgroundColor, style.borderTopColor].includes(accentColour) &&
        (style.color === accentColour ? (element.textContent ?? '').trim() !== '' : true)
      );
    });
    return {
      scrollWidth: root.scrollWidth,
      clientWidth: root.clientWidth,
      hrefs: [...document.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? ''),
      accentElements: inAccent.length,
    };
  }, accent);
}

for (const [variant, props] of VARIANTS) {
  for (const name of TEMPLATES) {
    for (const width of WIDTHS) {
      test(`${name} (${variant}) at ${width} px: fits the width, links are absolute, the brand red shows, the text part has every link`, async ({
        page,
      }) => {
        const mail = await renderMail(name, props[name]);
        const requests: string[] = [];
        page.on('request', (request) => {
          if (!request.url().startsWith('data:') && request.url() !== 'about:blank') requests.push(request.url());
        });
        await page.setViewportSize({ width, height: 800 });
        await page.setContent(mail.html, { waitUntil: 'load' });
        await page.screenshot({
          path: path.join(test.info().project.outputDir, 'mail-rendering', `${name}-${variant}-${width}.png`),
          fullPage: true,
        });

        const seen = await layout(page, rgb(brand.accent));
        expect(seen.scrollWidth, 'no horizontal overflow').toBeLessThanOrEqual(seen.clientWidth);
        expect(seen.accentElements, 'something on screen in the brand red').toBeGreaterThan(0);
        expect(requests, 'nothing loaded from elsewhere').toEqual([]);
        for (const href of seen.hrefs) {
          expect(href, 'an absolute https or mailto link').toMatch(/^(https:\/\/[^/\s]+|mailto:\S+@\S+)/);
          expect(mail.text, `the text part has ${href}`).toContain(href.replace(/^mailto:/, ''));
        }
      });
    }
  }
}

test('the examples hold links, so the link checks above check something', async () => {
  const links = await Promise.all(
    TEMPLATES.map(async (name) => (await renderMail(name, mailExamples[name])).html.match(/<a [^>]*href=/g) ?? []),
  );
  expect(links.flat().length).toBeGreaterThan(0);
});
