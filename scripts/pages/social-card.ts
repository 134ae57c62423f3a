/**
 * The HTML of a social image: brand band, page title and description, in Inter, with the card's
 * own words (the place line, the site-wide card's description) in the page's language.
 */
import type { Locale } from '@alpora/shared/locales';

export interface Card {
  slug: string;
  title: string;
  description: string;
  /** The page's language: the card's own words and its `lang`. */
  locale: Locale;
}

/** The words every card of a language carries, besides the page's title and description. */
export const CARD_TEXTS = {
  en: {
    place: 'alpora.ch · Zug, Switzerland',
    description: 'Non-custodial AI execution for institutional trading desks.',
  },
  de: {
    place: 'alpora.ch · Zug, Schweiz',
    description: 'KI-gestützte Ausführung ohne Verwahrung für institutionelle Handelsdesks.',
  },
  fr: {
    place: 'alpora.ch · Zoug, Suisse',
    description: 'Exécution par IA sans conservation des avoirs pour les desks de trading institutionnels.',
  },
  it: {
    place: 'alpora.ch · Zugo, Svizzera',
    description: 'Esecuzione basata sull’IA senza custodia per i desk di trading istituzionali.',
  },
} as const satisfies Record<Locale, { place: string; description: string }>;

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
  return `<!doctype html><html lang="${card.locale}"><style>${faces}
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
  <footer>${escapeHtml(CARD_TEXTS[card.locale].place)}</footer></html>`;
}
