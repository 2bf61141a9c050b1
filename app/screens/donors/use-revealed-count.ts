import { startTransition, useEffect, useState } from "react";

/** Cards a tier shows on the first paint: a screenful, and the whole of a usual tier. */
const FIRST_PAINT_COUNT = 40;
/** Cards a tier adds on each following animation frame. */
const COUNT_PER_FRAME = 200;

/**
 * How many items of a long list to render now: a screenful at once, then more on each frame
 * until `total`. A sheet of thousands of donors then paints its first screen quickly and never
 * holds the main thread for long; a list of normal size renders whole on the first paint.
 */
export function useRevealedCount(total: number): number {
  const [revealed, setRevealed] = useState(FIRST_PAINT_COUNT);
  useEffect(() => {
    if (revealed >= total) return;
    // A transition: any other update (the chart drawing itself, a click) goes first.
    const frame = requestAnimationFrame(() =>
      startTransition(() => setRevealed((count) => count + COUNT_PER_FRAME)),
    );
    return () => cancelAnimationFrame(frame);
  }, [revealed, total]);
  return Math.min(revealed, total);
}
