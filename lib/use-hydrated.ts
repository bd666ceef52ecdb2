import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * False in the static HTML and while React hydrates it, true from the render that follows.
 * An island that must first match the server's markup exactly, then change it, renders
 * from this flag: React re-renders it right after hydration, with no mismatch.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
