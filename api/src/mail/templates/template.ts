/**
 * What a mail template is: the schema of its props, its subject and its component. The
 * renderer validates the caller's data with the schema before anything renders, so a
 * template only ever sees valid, typed props.
 *
 * @example
 * export const hello = defineMailTemplate({
 *   props: z.object({ name: z.string() }),
 *   subject: (props, texts) => texts.hello.subject(props.name),
 *   component: ({ props, texts }) => h(Layout, { texts, preview: '…', reason: '…' }, props.name),
 * });
 */
import type { ReactElement } from 'react';
import type { z } from 'zod';
import type { MailAttachment } from '../render-types.ts';
import type { MailDictionary } from './dictionaries.ts';

export interface MailTemplateInput<Props> {
  props: Props;
  texts: MailDictionary;
}

export interface MailTemplate<Schema extends z.ZodType> {
  props: Schema;
  subject(props: z.output<Schema>, texts: MailDictionary): string;
  component(input: MailTemplateInput<z.output<Schema>>): ReactElement;
  /**
   * For mail to a subscriber: the link that ends the subscription. The renderer then adds the
   * one-click unsubscribe headers (docs/decisions.md §74). Undefined for props of a reader who
   * gets the mail without subscribing (a client's policy change notice).
   */
  unsubscribeUrl?(props: z.output<Schema>): string | undefined;
  /** Files the mail carries, made from the same props (a demo's calendar invitation). */
  attachments?(props: z.output<Schema>, texts: MailDictionary): MailAttachment[];
}

/** Keeps a template's props, subject and component typed against one schema. */
export function defineMailTemplate<Schema extends z.ZodType>(template: MailTemplate<Schema>): MailTemplate<Schema> {
  return template;
}
