/**
 * The enlarged picture of a slide (docs/decisions.md §47): a modal dialog showing the picture at
 * its full 1280 px design width, where its 11-13 px labels are legible; on a phone the visitor
 * scrolls or pinches across it. A native <dialog>: it keeps focus inside, Escape closes it, and
 * the page behind is inert. Rendered only while open, so the tour keeps one picture per slide.
 */
import { useEffect, useId, useRef } from 'react';
import { Icon } from './CarouselControls.tsx';
import { type CarouselLabels, type CarouselSlide, fill } from './carousel-model.ts';
import { SlidePicture } from './SlidePicture.tsx';

interface Props {
  slide: CarouselSlide;
  labels: CarouselLabels;
  onClose: () => void;
}

export function SlideZoom({ slide, labels, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const node = dialog.current;
    if (node && !node.open) node.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto h-full max-h-none w-full max-w-none overflow-hidden bg-white p-0 backdrop:bg-ink/70 md:h-[min(92vh,60rem)] md:w-[min(94vw,84rem)] md:rounded-xl"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-2">
          <h2 id={titleId} className="text-base font-semibold text-ink">
            {slide.title}
          </h2>
          <button
            type="button"
            className="btn btn-ghost"
            aria-label={labels.closeZoom}
            onClick={() => dialog.current?.close()}
          >
            <Icon path="M5 5l10 10M15 5L5 15" />
          </button>
        </div>
        <p className="px-4 py-2 text-sm text-muted md:hidden">{labels.zoomHint}</p>
        {/* Focusable, so the keyboard scrolls the picture too. */}
        <section
          aria-label={fill(labels.zoomed, { title: slide.title })}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="min-h-0 flex-1 overflow-auto bg-wash"
        >
          <SlidePicture slide={slide} className="block h-auto w-[1280px] max-w-none md:w-full" />
        </section>
      </div>
    </dialog>
  );
}
