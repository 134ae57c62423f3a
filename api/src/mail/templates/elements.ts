/**
 * The building blocks the templates share, styled inline from the brand (mail clients drop
 * style sheets): heading, paragraph, an address to write to, button, the link spelled out for
 * the text part, and a table of label/value rows. Written with `createElement`, as every template is
 * (docs/decisions.md §69).
 *
 * @example h(MailButton, { href: url }, 'Confirm subscription')
 */
import { Button, Heading, Link, Section, Text } from '@react-email/components';
import { createElement as h, type ReactNode } from 'react';
import { brand } from './brand.ts';
import type { MailDictionary } from './dictionaries.ts';

/**
 * A word longer than the line (a host name, a token, a URL in an incident message) breaks
 * rather than widening the mail past a phone's screen. `anywhere`, not `break-word`: the mail's
 * layout tables size their cells by their content's narrowest width, which only `anywhere`
 * lets a long word shrink.
 */
const wrapLongWords = { overflowWrap: 'anywhere' } as const;

const textStyle = { color: brand.ink, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px', ...wrapLongWords };

export function MailHeading({ children }: { children?: ReactNode }) {
  return h(
    Heading,
    {
      as: 'h1',
      style: {
        color: brand.ink,
        fontSize: '24px',
        lineHeight: '32px',
        fontWeight: 700,
        margin: '0 0 16px',
        ...wrapLongWords,
      },
    },
    children,
  );
}

export function Paragraph({ children, muted = false }: { children?: ReactNode; muted?: boolean }) {
  return h(
    Text,
    { style: { ...textStyle, ...(muted ? { color: brand.grey, fontSize: '14px', lineHeight: '22px' } : {}) } },
    children,
  );
}

/** The lines of a text with a `<br>` between them; React escapes every character. */
function withLineBreaks(text: string): ReactNode[] {
  return text.split(/\r?\n/).flatMap((line, index) => (index === 0 ? [line] : [h('br', { key: index }), line]));
}

/**
 * A text that may hold line breaks (an incident message): a blank line starts a paragraph, a
 * single break stays a break.
 */
export function MultilineText({ text }: { text: string }) {
  const paragraphs = text.split(/\r?\n\s*\r?\n/).filter((part) => part.trim() !== '');
  return h(
    'div',
    null,
    paragraphs.map((paragraph, index) => h(Text, { key: index, style: textStyle }, withLineBreaks(paragraph))),
  );
}

/**
 * A sentence that ends in an address to write to, linked with `mailto:`; the address is the
 * link's text, so the text part carries it too.
 */
export function MailToParagraph({ intro, address }: { intro: string; address: string }) {
  return h(
    Paragraph,
    null,
    `${intro} `,
    h(Link, { href: `mailto:${address}`, style: { color: brand.accent, textDecoration: 'underline' } }, address),
    '.',
  );
}

/** The call to action; white on the brand red contrasts 6.4:1. */
export function MailButton({ href, children }: { href: string; children?: ReactNode }) {
  return h(
    Section,
    { style: { margin: '8px 0 24px' } },
    h(
      Button,
      {
        href,
        style: {
          backgroundColor: brand.accent,
          color: brand.white,
          fontSize: '16px',
          fontWeight: 600,
          lineHeight: '24px',
          padding: '12px 24px',
          borderRadius: '6px',
          textDecoration: 'none',
        },
      },
      children,
    ),
  );
}

/** Marks an element the text part leaves out (React Email's plain-text conversion skips it). */
const skipInText = { 'data-skip-in-text': 'true' };

/**
 * A link written out in full under a line introducing it, for readers whose client will not
 * show the button. The text part already lists the button's link, so both are left out there.
 */
export function SpelledOutLink({ intro, href }: { intro: string; href: string }) {
  return h(
    'div',
    skipInText,
    h(Paragraph, { muted: true }, intro),
    h(
      Text,
      { style: { ...textStyle, fontSize: '14px', lineHeight: '22px', wordBreak: 'break-all' } },
      h(Link, { href, style: { color: brand.accent, textDecoration: 'underline' } }, href),
    ),
  );
}

export interface DetailRow {
  label: string;
  value: string;
}

/**
 * Label/value rows under an optional title; the label stacks above its value, so long values
 * fit at 390 px. Without rows it shows `empty`, so a missing section is said, not hidden. The
 * label's colon is the language's (`texts.layout.label`): French sets a no-break space before it.
 */
export function DetailsTable({
  texts,
  title,
  rows,
  empty,
}: {
  texts: MailDictionary;
  title?: string;
  rows: DetailRow[];
  empty?: string;
}) {
  return h(
    Section,
    { style: { margin: '0 0 24px' } },
    title
      ? h(
          Heading,
          {
            as: 'h2',
            style: {
              color: brand.ink,
              fontSize: '18px',
              lineHeight: '26px',
              fontWeight: 700,
              margin: '0 0 8px',
              ...wrapLongWords,
            },
          },
          title,
        )
      : null,
    rows.length === 0 && empty ? h(Paragraph, { muted: true }, empty) : null,
    rows.map((row, index) =>
      h(
        Text,
        {
          key: index,
          style: {
            ...textStyle,
            margin: 0,
            borderTop: `1px solid ${brand.rule}`,
            padding: '8px 0',
          },
        },
        h(
          'span',
          { style: { color: brand.grey, fontSize: '13px', lineHeight: '20px' } },
          texts.layout.label(row.label),
        ),
        h('br'),
        withLineBreaks(row.value),
      ),
    ),
  );
}
