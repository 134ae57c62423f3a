/**
 * The brand as a mail shows it (docs/product.md#brand): colours, the font stack and the
 * company's name and postal address. Mail clients ignore style sheets and block remote assets,
 * so every template styles itself inline from these values and loads nothing
 * (docs/decisions.md §69).
 *
 * @example h(Text, { style: { color: brand.ink, fontFamily: brand.font } }, 'Hello')
 */
export const brand = {
  /** Primary red; on white it contrasts 6.4:1, so it may carry text and links. */
  accent: '#E10600',
  /** Body text on white, 18.9:1. */
  ink: '#111111',
  /** Secondary text on white, 4.8:1 (WCAG AA needs 4.5:1). */
  grey: '#6B7280',
  /** Lines and the page around the mail. */
  rule: '#E5E7EB',
  page: '#F4F4F5',
  white: '#FFFFFF',
  /** Inter where the reader has it installed; nothing is downloaded. */
  font: "Inter, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  /** Widest the mail grows; narrower screens get the full width. */
  maxWidth: 600,
} as const;

/**
 * Who sends the mail. The website's legal pages state the company and its seat, not a street
 * address (content/en/settings/site.yaml, content/en/pages/privacy.mdx): the mail states
 * exactly that. The seat is words ("Zug, Switzerland", "Zoug, Suisse"), so each mail
 * dictionary writes it (`layout.seat`) as its language's site settings do.
 */
export const company = {
  name: 'Alpora',
  legalName: 'Alpora AG',
} as const;
