import { type RefObject, useEffect, useRef, useState } from "react";

/** How far ahead of the visitor's scrolling an element counts as near. */
const AHEAD = "400px 0px";

/**
 * Whether the element has come within {@link AHEAD} of the viewport, and stays true once it has.
 * For costly drawings below the fold: rendering them while the page loads would hold a slow
 * phone's main thread for no one.
 */
export function useNearViewport<T extends Element>(): [
  RefObject<T | null>,
  boolean,
] {
  const ref = useRef<T>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || isNear) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  return [ref, isNear];
}
