/**
 * Writes every template, rendered with its example props, as `NAME.html` and `NAME.txt` into
 * a folder, to look at in a browser or a mail client before a change ships.
 *
 * @example node api/src/mail/templates/write-previews.ts mail-previews
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { renderMail } from '../render.ts';
import { mailExamples } from './examples.ts';
import { type MailTemplateName, mailTemplates } from './registry.ts';

const folder = resolve(process.argv[2] ?? 'mail-previews');
await mkdir(folder, { recursive: true });
for (const name of Object.keys(mailTemplates) as MailTemplateName[]) {
  const mail = await renderMail(name, mailExamples[name]);
  await writeFile(join(folder, `${name}.html`), mail.html);
  await writeFile(join(folder, `${name}.txt`), `Subject: ${mail.subject}\n\n${mail.text}\n`);
  console.log(`${name}: ${mail.subject}`);
}
console.log(`Wrote ${Object.keys(mailTemplates).length} templates to ${folder}`);
