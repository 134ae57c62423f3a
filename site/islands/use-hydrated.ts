/**
 * False in the server-rendered HTML and during hydration, true once React runs the island.
 * Forms stay disabled until then, so nothing typed before hydration is lost and nothing is
 * submitted natively (a GET with the fields in the URL).
 */
import { useSyncExternalStore } from 'react';

const never = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
