/**
 * The carousel's clock (docs/decisions.md §17): advances and loops with the per-slide timing, pauses while
 * the mouse is over the carousel or the visitor pressed Pause, and never starts on its own
 * when the visitor prefers reduced motion.
 */
import { useCallback, useEffect, useState } from 'react';
import { type SlideId, slideDuration, wrapIndex } from './slide-timing.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** null until the browser answered, so the server render and the first client render agree. */
function usePrefersReducedMotion(): boolean | null {
  const [reduced, setReduced] = useState<boolean | null>(null);
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

export interface Rotation {
  index: number;
  /** True while the carousel advances by itself. */
  rotating: boolean;
  /** True unless the visitor stopped it or prefers reduced motion. */
  playing: boolean;
  show: (index: number) => void;
  step: (delta: 1 | -1) => void;
  setHovered: (hovered: boolean) => void;
  togglePlaying: () => void;
}

export function useRotation(ids: readonly SlideId[]): Rotation {
  const count = ids.length;
  const [index, setIndex] = useState(0);
  // How often the tour came back to the first slide: the overview is shorter on lap 0.
  const [lap, setLap] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const playing = userPlaying ?? reducedMotion === false;
  const rotating = playing && !hovered;

  const show = useCallback(
    (next: number) => {
      if (next === index) return;
      if (next === 0) setLap((value) => value + 1);
      setIndex(next);
    },
    [index],
  );
  const step = useCallback((delta: 1 | -1) => show(wrapIndex(index, delta, count)), [show, index, count]);

  const id = ids[index];
  useEffect(() => {
    if (!rotating || id === undefined) return;
    // Every change of slide, lap or pause state restarts the current slide's full time.
    const timer = window.setTimeout(() => step(1), slideDuration(id, lap));
    return () => window.clearTimeout(timer);
  }, [rotating, id, lap, step]);

  const togglePlaying = useCallback(() => setUserPlaying(!playing), [playing]);
  return { index, rotating, playing, show, step, setHovered, togglePlaying };
}
