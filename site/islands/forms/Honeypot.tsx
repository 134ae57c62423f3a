/**
 * The hidden field only bots fill (docs/product.md#leads): off-screen, out of the tab order
 * and hidden from assistive technology. Every public form renders it and sends what it holds
 * as `website`; the API answers a filled one like a success and keeps nothing.
 *
 * @example <form><Honeypot />…</form>; const website = honeypotValue(form);
 */
import { dictionary } from '#site/i18n/index.ts';

/** The name of the hidden field, and of the payload field it is sent as. */
export const HONEYPOT_FIELD = 'website';

export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {dictionary().leads.honeypot}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** What a bot typed into the form's honeypot; empty for people. */
export function honeypotValue(form: HTMLFormElement | null): string {
  const input = form?.elements.namedItem(HONEYPOT_FIELD);
  return input instanceof HTMLInputElement ? input.value : '';
}
