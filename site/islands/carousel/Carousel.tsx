/**
 * The product tour (docs/product.md#product-tour): six slides that cross-fade in 600 ms, with
 * previous/next arrows, dots, Left/Right keys, a 50 px touch swipe, pause on hover, a stop when
 * keyboard focus enters, and an announcement 'Slide X of N: title'. Hydrated with
 * client:visible; every slide is rendered (and so preloaded) from the start, sized by
 * width/height so nothing shifts.
 */
import { type FocusEvent, type KeyboardEvent, type TouchEvent, useEffect, useRef, useState } from 'react';
import { CarouselControls, Icon } from './CarouselControls.tsx';
import { type CarouselLabels, type CarouselSlide, fill } from './carousel-model.ts';
import { SlidePicture } from './SlidePicture.tsx';
import { SlideZoom } from './SlideZoom.tsx';
import { FADE_MS, SWIPE_THRESHOLD_PX } from './slide-timing.ts';
import { useRotation } from './use-rotation.ts';

interface Props {
  slides: CarouselSlide[];
  labels: CarouselLabels;
}

export default function Carousel({ slides, labels }: Props) {
  const rotation = useRotation(slides.map((slide) => slide.id));
  const { index, step } = rotation;
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const enlargeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => setHydrated(true), []);
  const current = slides[index] ?? slides[0];
  if (!current) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    step(event.key === 'ArrowRight' ? 1 : -1);
  };
  // Keyboard focus only: a mouse click also focuses a button, and hovering already pauses.
  const onFocus = (event: FocusEvent) => {
    if (rotation.playing && (event.target as Element).matches(':focus-visible')) rotation.stop();
  };
  // The visitor wants to read this slide: the tour stops (Play restarts it).
  const openZoom = () => {
    rotation.stop();
    setZoomed(true);
  };
  const closeZoom = () => {
    setZoomed(false);
    enlargeButton.current?.focus();
  };
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    // A mostly vertical gesture is a scroll, not a swipe.
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(touch.clientY - start.y)) return;
    step(dx < 0 ? 1 : -1);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.label}
      className="carousel outline-none"
      data-hydrated={hydrated ? 'true' : undefined}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onPointerEnter={(event) => event.pointerType === 'mouse' && rotation.setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && rotation.setHovered(false)}
    >
      {/* A click or tap on the picture enlarges it; the Enlarge button is the keyboard's way. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the Enlarge button below does the same for the keyboard */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the Enlarge button below does the same for the keyboard */}
      <div
        className="relative grid cursor-zoom-in touch-pan-y overflow-hidden rounded-xl border border-line bg-white shadow-[0_24px_60px_-30px_rgba(17,17,17,0.35)]"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        onClick={(event) => (event.target as Element).closest('button') || openZoom()}
      >
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide as a group; a fieldset is for form controls
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={fill(labels.announce, { x: i + 1, n: slides.length, title: slide.title })}
            aria-hidden={i !== index}
            inert={i !== index}
            data-slide={slide.id}
            data-active={i === index ? 'true' : 'false'}
            className="col-start-1 row-start-1"
            style={{ opacity: i === index ? 1 : 0, transition: `opacity ${FADE_MS}ms ease-in-out` }}
          >
            <SlidePicture
              slide={slide}
              loading="lazy"
              decoding="async"
              draggable={false}
              className="block h-auto w-full select-none"
            />
          </div>
        ))}
        <button
          ref={enlargeButton}
          type="button"
          className="absolute right-3 bottom-3 inline-flex h-11 w-11 items-center justify-center rounded-full border border-ink/20 bg-white/95 text-ink shadow-sm hover:bg-wash"
          aria-label={fill(labels.enlarge, { title: current.title })}
          onClick={openZoom}
        >
          <Icon path="M14 8.5a5.5 5.5 0 1 1-11 0 5.5 5.5 0 0 1 11 0M12.5 12.5 17 17M8.5 6v5M6 8.5h5" />
        </button>
      </div>
      {zoomed ? <SlideZoom slide={current} labels={labels} onClose={closeZoom} /> : null}
      <div className="mt-6 flex flex-col gap-5 md:flex-row md:items-start md:justify-between">
        <div className="min-h-[4.5rem] max-w-2xl">
          <h3 className="text-lg font-semibold text-ink">{current.title}</h3>
          <p className="mt-1 text-ink/80">{current.caption}</p>
        </div>
        <CarouselControls slides={slides} labels={labels} rotation={rotation} />
      </div>
      {/* APG carousel: announce changes the visitor makes, also while it rotates; stay quiet
          when it advances by itself. Screen readers read the politeness the text changes with. */}
      <p className="sr-only" aria-live={rotation.announce ? 'polite' : 'off'} aria-atomic="true" data-announcer>
        {fill(labels.announce, { x: index + 1, n: slides.length, title: current.title })}
      </p>
    </section>
  );
}
