/**
 * What the sender needs from the templates: a function that turns a template's name, props and
 * locale into the mail's parts. Injected, so the outbox and its delivery do not depend on how
 * mails are written.
 *
 * @example const { subject, html, text } = await render('lead-confirmation', { name: 'Anna' }, 'de');
 */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** Further headers (List-Unsubscribe, for instance). */
  headers?: Record<string, string>;
  /** Files the mail carries (a calendar invitation, for instance). */
  attachments?: MailAttachment[];
}

/** A file attached to a mail, made from the mail's props when it renders. */
export interface MailAttachment {
  filename: string;
  /** The MIME type with its parameters: `text/calendar; method=REQUEST; charset=utf-8`. */
  contentType: string;
  content: string;
}

/**
 * A mail that can never render as stored: an unknown template or locale, or props its template
 * refuses. Trying again cannot help, so the sender fails the mail at once (docs/decisions.md §81).
 */
export class MailRenderError extends Error {
  override name = 'MailRenderError';
}

/** Throws MailRenderError for a mail that cannot render; any other error may pass with a retry. */
export type MailRenderer = (
  template: string,
  data: Record<string, unknown>,
  locale: string,
) => RenderedMail | Promise<RenderedMail>;
