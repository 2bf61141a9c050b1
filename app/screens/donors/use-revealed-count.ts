import { startTransition, useEffect, useState } from "react";

/** Items a list shows on the first paint: a screenful, and the whole of a usual tier. */
const FIRST_PAINT_COUNT = 40;
/** Items a list adds on each following animation frame. */
const COUNT_PER_FRAME = 200;

/**
 * How many items of a long list to render now: a screenful at once, then more on each frame
 * until `total`. A sheet of thousands of donors then paints its first screen quickly and never
 * holds the main thread for long; a list of normal size renders whole on the first paint. A new
 * `listKey` (another search) starts again from a screenful.
 */
export function useRevealedCount(total: number, listKey: string): number {
  const [revealed, setRevealed] = useState({
    listKey,
    count: FIRST_PAINT_COUNT,
  });
  if (revealed.listKey !== listKey) {
    setRevealed({ listKey, count: FIRST_PAINT_COUNT });
  }
  useEffect(() => {
    if (revealed.count >= total) return;
    // A transition: any other update (typing, the chart drawing itself, a click) goes first.
    const frame = requestAnimationFrame(() =>
      startTransition(() =>
        setRevealed((current) => ({
          ...current,
          count: current.count + COUNT_PER_FRAME,
        })),
      ),
    );
    return () => cancelAnimationFrame(frame);
  }, [revealed, total]);
  return Math.min(revealed.count, total);
}
