// On a slow phone a script fetched beside the page's main image shares the bandwidth with it and
// delays the page's largest paint; a page whose main image is marked `fetchpriority="high"`
// starts its script once that image is on screen, and a page without one once it has painted.
// A page prerendered for a link the visitor is about to follow paints nothing until it is shown,
// and starts at once: its script is ready when the visitor arrives.

/** The longest a script waits for the main image: a stalled image must not keep the page inert. */
const MAX_IMAGE_WAIT_MS = 2000;

/**
 * Calls `start` once the page's main image is decoded (or failed, or 2 s have passed), or after
 * the first paint of a page without one; at once while the page is prerendered.
 */
export function afterMainImage(start: () => unknown): void {
  if ("prerendering" in document && document.prerendering === true) {
    start();
    return;
  }
  let hasStarted = false;
  const startOnce = () => {
    if (hasStarted) return;
    hasStarted = true;
    // The next frame paints the decoded image before anything `start` fetches arrives.
    requestAnimationFrame(() => setTimeout(start));
  };
  const image = document.querySelector<HTMLImageElement>(
    'img[fetchpriority="high"]',
  );
  if (!image) return startOnce();
  image.decode().then(startOnce, startOnce);
  setTimeout(startOnce, MAX_IMAGE_WAIT_MS);
}
