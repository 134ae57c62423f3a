/**
 * A renderer that writes every mail the same plain way: the template's name as the subject and
 * its props as lines of text. It stands in until the product's templates replace it.
 *
 * @example startMailSender({ …, render: plainRenderer });
 */
import { escapeHtml } from './escape-html.ts';
import type { MailRenderer } from './render-types.ts';

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
