/**
 * Text made safe to place in HTML, as content or as a quoted attribute value.
 *
 * @example `<td>${escapeHtml(subject)}</td>`
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
