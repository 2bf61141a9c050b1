import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";

/**
 * Renders `island` in place of the prerendered HTML of the element `id`, which the page rendered
 * from the same component: the visitor sees no change until the island's state does. In a
 * transition, so that React renders in slices and leaves the main thread free in between.
 */
export function mountIsland(id: string, island: React.ReactNode) {
  const container = document.getElementById(id);
  if (!container) throw new Error(`island: this page has no element #${id}`);
  const root = createRoot(container);
  startTransition(() => root.render(<StrictMode>{island}</StrictMode>));
}
