import { useSyncExternalStore } from "react";

/**
 * False while React renders the prerendered HTML (at build time and while hydrating it), true
 * from the next render on. For controls that need JavaScript, and for values that must be
 * recomputed in the browser because hydration keeps mismatched text and attributes as they are.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

function subscribeToNothing() {
  return () => {};
}
