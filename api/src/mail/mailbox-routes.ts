/**
 * GET /dev/mail: the local mailbox (./mailbox-transport.ts) as a page, newest mail first, and
 * /dev/mail/<file> showing one mail: its HTML part in a sandboxed frame (no scripts, no
 * requests to other origins), its text part, its unsubscribe header and its links as a list, so
 * a newcomer can follow a confirmation link of a local run with one click. A click on a link
 * inside the frame opens it too; nothing else in the frame may run or navigate. Mounted only in
 * a local run without SMTP_URL (../app.ts); never indexed.
 *
 * @example app.route('/dev/mail', mailboxRoutes(mailboxDir));
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { simpleParser } from 'mailparser';
import { escapeHtml } from './escape-html.ts';

/** The names the mailbox writes; anything else (a path, `..`) is not one of its files. */
const MAIL_FILE = /^[\w-]+\.eml$/;
/** Inline styles only; images only as data: URLs; no scripts, fonts or requests anywhere. */
const POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'";

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;padding:0 1rem;max-width:60rem}table{border-collapse:collapse;width:100%}td,th{padding:.3rem .6rem;text-align:left;vertical-align:top;border-bottom:1px solid #ddd;overflow-wrap:anywhere}@media (max-width:40rem){thead{display:none}tr,td{display:block}td{border:0;padding:.1rem 0}tr{border-bottom:1px solid #ddd;padding:.5rem 0}}iframe{width:100%;height:32rem;border:1px solid #ccc}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}</style>
</head><body>${body}</body></html>`;
}

/** The distinct web links of an HTML part, in order: what a reader of the mail could click. */
export function webLinks(html: string): string[] {
  const hrefs = [...html.matchAll(/href="(https?:\/\/[^"]+)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  );
  return [...new Set(hrefs)];
}

/** A click inside the mail may open its link in a new tab; scripts, forms and other navigation stay off. */
const FRAME_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

async function mailFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir))
      .filter((name) => MAIL_FILE.test(name))
      .sort()
      .reverse();
  } catch {
    return [];
  }
}

/** A header as the mail carries it (after its name), for display. */
function headerText(lines: readonly { key: string; line: string }[], key: string): string {
  const line = lines.find((header) => header.key === key)?.line ?? '';
  return line.slice(line.indexOf(':') + 1).trim();
}

export function mailboxRoutes(dir: string) {
  const routes = new Hono();
  routes.use(async (c, next) => {
    await next();
    c.header('Content-Security-Policy', POLICY);
    c.header('X-Robots-Tag', 'noindex');
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
  });

  routes.get('/', async (c) => {
    const rows = await Promise.all(
      (await mailFiles(dir)).map(async (file) => {
        const mail = await simpleParser(await readFile(path.join(dir, file)));
        return `<tr><td>${escapeHtml(mail.date?.toISOString() ?? '')}</td><td>${escapeHtml(
          mail.to
            ? [mail.to]
                .flat()
                .map((to) => to.text)
                .join(', ')
            : '',
        )}</td><td><a href="/dev/mail/${file}">${escapeHtml(mail.subject ?? '(no subject)')}</a></td></tr>`;
      }),
    );
    const body = rows.length
      ? `<table><thead><tr><th>Date</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
      : '<p>No mail yet. Mails the server sends in this local run appear here.</p>';
    return c.html(page('Mailbox', `<h1>Mailbox</h1><p>Mails of this local run, never delivered.</p>${body}`));
  });

  routes.get('/:file', async (c) => {
    const file = c.req.param('file');
    if (!MAIL_FILE.test(file)) return c.html(page('Not found', '<p>No such mail.</p>'), 404);
    let source: Buffer;
    try {
      source = await readFile(path.join(dir, file));
    } catch {
      return c.html(page('Not found', '<p>No such mail.</p>'), 404);
    }
    const mail = await simpleParser(source);
    const to = mail.to
      ? [mail.to]
          .flat()
          .map((address) => address.text)
          .join(', ')
      : '';
    const html = typeof mail.html === 'string' ? mail.html : '';
    const unsubscribe = headerText(mail.headerLines, 'list-unsubscribe');
    const unsubscribeRow = unsubscribe ? `<tr><th>List-Unsubscribe</th><td>${escapeHtml(unsubscribe)}</td></tr>` : '';
    const links = webLinks(html)
      .map((href) => `<li><a href="${escapeHtml(href)}" rel="noreferrer">${escapeHtml(href)}</a></li>`)
      .join('');
    const body = `<p><a href="/dev/mail">Mailbox</a></p><h1>${escapeHtml(mail.subject ?? '(no subject)')}</h1>
<table><tr><th>From</th><td>${escapeHtml(mail.from?.text ?? '')}</td></tr><tr><th>To</th><td>${escapeHtml(to)}</td></tr>
<tr><th>Message-ID</th><td>${escapeHtml(mail.messageId ?? '')}</td></tr><tr><th>Date</th><td>${escapeHtml(mail.date?.toISOString() ?? '')}</td></tr>${unsubscribeRow}</table>
${links ? `<h2>Links</h2><ul>${links}</ul>` : ''}
<h2>HTML</h2><iframe sandbox="${FRAME_SANDBOX}" title="HTML part" srcdoc="${escapeHtml(html)}"></iframe>
<h2>Text</h2><pre>${escapeHtml(mail.text ?? '')}</pre><p><a href="/dev/mail/${file}/raw" download="${file}">Download .eml</a></p>`;
    return c.html(page(mail.subject ?? 'Mail', body));
  });

  routes.get('/:file/raw', async (c) => {
    const file = c.req.param('file');
    if (!MAIL_FILE.test(file)) return c.text('No such mail.', 404);
    try {
      const source = await readFile(path.join(dir, file));
      return c.body(new Uint8Array(source), 200, { 'Content-Type': 'message/rfc822' });
    } catch {
      return c.text('No such mail.', 404);
    }
  });
  return routes;
}
