/**
 * A renderer that writes every mail the same plain way: the template's name as the subject and
 * its props as lines of text, for tests of the delivery that need no real template.
 *
 * @example startMailSender({ …, render: plainRenderer });
 */
import { escapeHtml } from '#api/mail/escape-html.ts';
import type { MailRenderer } from '#api/mail/render-types.ts';

export const plainRenderer: MailRenderer = (template, data) => {
  const lines = Object.entries(data).map(
    ([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
  const text = lines.join('\n');
  return {
    subject: `Alpora: ${template}`,
    text,
    html: `<!doctype html><html><body><pre>${escapeHtml(text)}</pre></body></html>`,
  };
};
