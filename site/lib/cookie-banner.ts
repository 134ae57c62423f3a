/**
 * The cookie banner's element (../components/CookieBanner.astro, docs/privacy.md#consent): shown
 * while no choice stands for the page's policy version (./consent.ts). Accept or Decline stores
 * the choice at once and closes the banner; Accept starts analytics. The record on the server,
 * reopening from the footer's Cookie settings and the focus handling load with the first click
 * (./cookie-settings.ts).
 *
 * Defined by ./analytics.ts, which hands it `startAnalytics`: the banner and the consent check
 * every page needs then share one script, which compresses well below the two apart within
 * the content pages' JavaScript budget (docs/decisions.md §238).
 *
 * @example defineCookieBanner(startAnalytics);
 */
import type { ConsentChoice } from '@alpora/shared/schemas/consent';
import { currentConsent, saveConsent } from './consent.ts';

type StartAnalytics = (justAccepted?: boolean) => void;

const settings = () => import('./cookie-settings.ts');

export function defineCookieBanner(startAnalytics: StartAnalytics): void {
  // Not while an island that tracks events is rendered on the server.
  globalThis.customElements?.define(
    'cookie-banner',
    class extends HTMLElement {
      connectedCallback() {
        const version = this.dataset.policyVersion ?? '';
        // For the page's version, which currentConsent reads from this element's attribute.
        let current = currentConsent();
        if (current?.choice === 'accepted') startAnalytics();
        this.hidden = !!current;
        // The HTML shows the banner before this script runs, its buttons disabled until now.
        for (const button of this.querySelectorAll<HTMLButtonElement>('button[data-consent]')) button.disabled = false;

        document.addEventListener('click', (event) => {
          const target = (event.target as Element).closest<HTMLElement>('[data-consent],[data-cookie-settings]');
          if (!target) return;
          const choice = target.dataset.consent as ConsentChoice | undefined;
          if (choice) {
            // Stored before anything loads: the choice holds even if the rest never arrives.
            const wasAccepted = current?.choice === 'accepted';
            current = saveConsent(choice, version, new Date());
            this.hidden = true;
            if (choice === 'accepted' && !wasAccepted) startAnalytics(true);
          }
          const standing = current;
          void settings().then(({ afterClick }) => afterClick(this, target, standing));
        });
      }
    },
  );
}
