/**
 * The frame of every mail: the brand's wordmark, the content, and a footer saying why the
 * reader gets the mail, with an unsubscribe link for mail they subscribed to, and the
 * company's name and seat in the mail's language. 600 px at most, full width below; inline
 * styles and text only, nothing loaded from elsewhere (docs/decisions.md §69).
 *
 * @example h(Layout, { texts, preview: 'Your link', reason: 'You get this email because …' }, content)
 */
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { createElement as h, type ReactNode } from 'react';
import { brand, company } from './brand.ts';
import type { MailDictionary } from './dictionaries.ts';

export interface LayoutProps {
  texts: MailDictionary;
  /** The line inboxes show next to the subject; hidden in the mail itself. */
  preview: string;
  /** Why the reader gets this mail, shown in the footer. */
  reason: string;
  /** Only for mail the reader subscribed to; transactional mail has none. */
  unsubscribeUrl?: string | undefined;
  children?: ReactNode;
}

const footerText = { color: brand.grey, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' };

export function Layout({ texts, preview, reason, unsubscribeUrl, children }: LayoutProps) {
  return h(
    Html,
    { lang: texts.intlLocale.split('-')[0], dir: 'ltr' },
    h(
      Head,
      null,
      h('meta', { name: 'color-scheme', content: 'light' }),
      h('meta', { name: 'supported-color-schemes', content: 'light' }),
    ),
    h(Preview, null, preview),
    h(
      Body,
      { style: { backgroundColor: brand.page, margin: 0, padding: '24px 0', fontFamily: brand.font } },
      h(
        Container,
        {
          style: {
            maxWidth: `${brand.maxWidth}px`,
            width: '100%',
            backgroundColor: brand.white,
            borderTop: `4px solid ${brand.accent}`,
            fontFamily: brand.font,
          },
        },
        h(
          Section,
          { style: { padding: '24px 24px 0' } },
          // The logo as text: images from elsewhere are blocked by most clients.
          h(
            Text,
            {
              style: {
                color: brand.accent,
                fontSize: '22px',
                lineHeight: '28px',
                fontWeight: 700,
                letterSpacing: '-0.5px',
                margin: 0,
              },
            },
            company.name,
          ),
        ),
        h(Section, { style: { padding: '24px 24px 8px' } }, children),
        h(Section, { style: { padding: '0 24px' } }, h(Hr, { style: { borderColor: brand.rule, margin: 0 } })),
        h(
          Section,
          { style: { padding: '16px 24px 24px' } },
          h(Text, { style: footerText }, reason),
          unsubscribeUrl
            ? h(
                Text,
                { style: footerText },
                `${texts.layout.unsubscribeQuestion} `,
                h(
                  Link,
                  { href: unsubscribeUrl, style: { color: brand.accent, textDecoration: 'underline' } },
                  texts.layout.unsubscribe,
                ),
              )
            : null,
          h(Text, { style: { ...footerText, margin: 0 } }, `${company.legalName}, ${texts.layout.seat}`),
        ),
      ),
    ),
  );
}
