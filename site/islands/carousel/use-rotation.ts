/**
 * The carousel's clock (docs/product.md#product-tour): advances and loops with the per-slide
 * timing, pauses while the mouse is over the carousel, stops when the visitor pressed Pause or
 * moved keyboard focus into it (WAI-ARIA carousel pattern: only Play restarts it), and never
 * starts on its own when the visitor prefers reduced motion. It remembers who changed the
 * slide last, so that changes the visitor makes are announced and its own are not.
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
  /** True when the current slide should be announced: the visitor chose it, or it stands still. */
  announce: boolean;
  /** Changes made by the visitor (buttons, keys, swipes). */
  show: (index: number) => void;
  step: (delta: 1 | -1) => void;
  setHovered: (hovered: boolean) => void;
  togglePlaying: () => void;
  /** Stops the rotation as Pause does (keyboard focus entered the carousel). */
  stop: () => void;
}

export function useRotation(ids: readonly SlideId[]): Rotation {
  const count = ids.length;
  const [index, setIndex] = useState(0);
  // How often the tour came back to the first slide: the overview is shorter on lap 0.
  const [lap, setLap] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [byVisitor, setByVisitor] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const playing = userPlaying ?? reducedMotion === false;
  const rotating = playing && !hovered;

  const go = useCallback(
    (next: number, visitor: boolean) => {
      if (next === index) return;
      if (next === 0) setLap((value) => value + 1);
      setIndex(next);
      setByVisitor(visitor);
    },
    [index],
  );
  const show = useCallback((next: number) => go(next, true), [go]);
  const step = useCallback((delta: 1 | -1) => go(wrapIndex(index, delta, count), true), [go, index, count]);

  const id = ids[index];
  useEffect(() => {
    if (!rotating || id === undefined) return;
    // Every change of slide, lap or pause state restarts the current slide's full time.
    const timer = window.setTimeout(() => go(wrapIndex(index, 1, count), false), slideDuration(id, lap));
    return () => window.clearTimeout(timer);
  }, [rotating, id, lap, go, index, count]);

  const togglePlaying = useCallback(() => setUserPlaying(!playing), [playing]);
  const stop = useCallback(() => setUserPlaying(false), []);
  const announce = byVisitor || !rotating;
  return { index, rotating, playing, announce, show, step, setHovered, togglePlaying, stop };
}
