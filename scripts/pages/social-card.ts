/** The HTML of a social image: brand band, page title and description, in Inter. */
export interface Card {
  slug: string;
  title: string;
  description: string;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const MARK = `<svg width="100%" height="100%" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#E10600"/><path d="M6 23 L13.5 10 L18 17.5 L20.5 13.5 L26 23 Z" fill="#fff"/></svg>`;

export function socialCard(
  card: Card,
  fonts: { regular: string; bold: string },
  kind: 'card' | 'logo' = 'card',
): string {
  const faces = `
    @font-face { font-family: Inter; font-weight: 400; src: url(data:font/woff2;base64,${fonts.regular}) format('woff2'); }
    @font-face { font-family: Inter; font-weight: 700; src: url(data:font/woff2;base64,${fonts.bold}) format('woff2'); }
    * { margin: 0; box-sizing: border-box; }
    body { font-family: Inter, sans-serif; color: #111; background: #fff; }`;
  if (kind === 'logo') {
    return `<!doctype html><style>${faces} body { width: 512px; height: 512px; }</style>${MARK}`;
  }
  return `<!doctype html><html lang="en"><style>${faces}
    body { width: 1200px; height: 630px; display: flex; flex-direction: column; padding: 72px 80px; border-top: 16px solid #E10600; }
    .brand { display: flex; align-items: center; gap: 20px; font-size: 40px; font-weight: 700; letter-spacing: -0.5px; }
    .brand span { width: 64px; height: 64px; }
    h1 { margin-top: auto; font-size: 72px; line-height: 1.08; font-weight: 700; letter-spacing: -1.5px; max-width: 1000px; }
    p { margin-top: 28px; font-size: 30px; line-height: 1.35; color: #4b5563; max-width: 1000px; }
    footer { margin-top: 40px; font-size: 24px; color: #6B7280; }
  </style>
  <div class="brand"><span>${MARK}</span>Alpora</div>
  <h1>${escapeHtml(card.title)}</h1>
  <p>${escapeHtml(card.description)}</p>
  <footer>alpora.ch · Zug, Switzerland</footer></html>`;
}
