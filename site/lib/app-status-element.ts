/**
 * The behaviour of the footer's App status badge (site/components/StatusBadge.astro): asks
 * /api/status/summary now and every minute, and shows Online or Offline with the markup's labels.
 * Imported by the layout's page script (site/layouts/BaseLayout.astro).
 */
import { fetchAppStatus, STATUS_REFRESH_MS } from './app-state.ts';

class AppStatus extends HTMLElement {
  #timer: number | undefined;

  connectedCallback() {
    void this.refresh();
    this.#timer = window.setInterval(() => void this.refresh(), STATUS_REFRESH_MS);
  }

  disconnectedCallback() {
    window.clearInterval(this.#timer);
  }

  async refresh() {
    const state = await fetchAppStatus();
    this.dataset.state = state;
    const label = this.querySelector('[data-status-label]');
    // Labels come from the markup, so the page's dictionary never ships as JavaScript.
    if (label) label.textContent = (state === 'online' ? this.dataset.labelOnline : this.dataset.labelOffline) ?? '';
  }
}
customElements.define('app-status', AppStatus);
