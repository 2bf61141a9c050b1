import { useSyncExternalStore } from "react";

/** False in the page as built and while its script starts; true once the island runs. */
export function useIsRunning(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

const subscribeToNothing = () => () => {};
