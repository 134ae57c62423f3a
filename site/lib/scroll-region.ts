/**
 * `<scroll-region>`: a wide table that scrolls sideways shows that it does. The element watches
 * its `[data-scroller]` child and marks itself `data-more-start` / `data-more-end` while columns
 * are hidden on that side, and `data-fits` while none is; the styles in global.css then fade that
 * edge and show the `[data-scroll-hint]` line (on a phone from the first paint, until the table
 * fits). Without JavaScript the table still scrolls, only the faded edges are missing.
 *
 * @example <scroll-region><p data-scroll-hint>…</p><div data-scroll-frame><div data-scroller tabindex="0">…
 */
class ScrollRegion extends HTMLElement {
  #observer: ResizeObserver | undefined;
  #scroller: HTMLElement | null = null;

  connectedCallback(): void {
    this.#scroller = this.querySelector<HTMLElement>('[data-scroller]');
    const scroller = this.#scroller;
    if (!scroller) return;
    scroller.addEventListener('scroll', this.#update, { passive: true });
    // A resize of the window or of the table (rows arriving) changes what overflows.
    this.#observer = new ResizeObserver(this.#update);
    this.#observer.observe(scroller);
    if (scroller.firstElementChild) this.#observer.observe(scroller.firstElementChild);
    this.#update();
  }

  disconnectedCallback(): void {
    this.#observer?.disconnect();
    this.#scroller?.removeEventListener('scroll', this.#update);
  }

  #update = (): void => {
    const scroller = this.#scroller;
    if (!scroller) return;
    // Half a pixel of rounding is not a hidden column.
    const hidden = scroller.scrollWidth - scroller.clientWidth;
    const left = Math.abs(scroller.scrollLeft);
    this.toggleAttribute('data-more-start', left > 1);
    this.toggleAttribute('data-more-end', hidden - left > 1);
    this.toggleAttribute('data-fits', hidden <= 1);
  };
}

if (typeof customElements !== 'undefined' && !customElements.get('scroll-region')) {
  customElements.define('scroll-region', ScrollRegion);
}
