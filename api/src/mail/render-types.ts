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
}

export type MailRenderer = (
  template: string,
  data: Record<string, unknown>,
  locale: string,
) => RenderedMail | Promise<RenderedMail>;
