/** The carousel's buttons: previous, one dot per slide, next, and pause/play (WCAG 2.2.2). */
import { type CarouselLabels, type CarouselSlide, fill } from './carousel-model.ts';
import type { Rotation } from './use-rotation.ts';

interface Props {
  slides: CarouselSlide[];
  labels: CarouselLabels;
  rotation: Rotation;
}

const iconButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border border-ink/20 bg-white text-ink hover:border-ink/40 hover:bg-wash';

/** A 20 px stroked icon, hidden from assistive technology (its button carries the name). */
export function Icon({ path }: { path: string }) {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function CarouselControls({ slides, labels, rotation }: Props) {
  const { index, playing, show, step, togglePlaying } = rotation;
  return (
    <div className="flex shrink-0 items-center gap-2">
      <button type="button" className={iconButton} aria-label={labels.previous} onClick={() => step(-1)}>
        <Icon path="M12.5 4.5 7 10l5.5 5.5" />
      </button>
      <ul className="flex items-center">
        {slides.map((slide, i) => (
          <li key={slide.id}>
            <button
              type="button"
              className="group inline-flex h-8 w-6 items-center justify-center"
              aria-label={fill(labels.goTo, { n: i + 1, title: slide.title })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => show(i)}
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${
                  i === index ? 'w-5 bg-brand' : 'w-2.5 bg-ink/30 group-hover:bg-ink/60'
                }`}
              />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={iconButton} aria-label={labels.next} onClick={() => step(1)}>
        <Icon path="M7.5 4.5 13 10l-5.5 5.5" />
      </button>
      <button
        type="button"
        className={`${iconButton} ml-2`}
        aria-label={playing ? labels.pause : labels.play}
        onClick={togglePlaying}
      >
        <Icon path={playing ? 'M7 5v10M13 5v10' : 'M7 4.5v11l8.5-5.5z'} />
      </button>
    </div>
  );
}
