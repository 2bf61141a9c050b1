import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation, moves focus to the new page's `<h1>` (or its `<main>`) and has
 * screen readers announce the new page's title. The first load is left alone: the browser has
 * already announced the page and the visitor starts from its top.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);
  const regionRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    const main = document.querySelector("main");
    const heading = main?.querySelector("h1");
    if (heading && !heading.hasAttribute("tabindex")) heading.tabIndex = -1;
    // preventScroll: the router has already put the view where it belongs (top, or restored).
    (heading ?? main)?.focus({ preventScroll: true });
    // Written straight to the DOM: React renders this region empty and never touches its text.
    if (regionRef.current) regionRef.current.textContent = document.title;
  }, [pathname]);

  return (
    <p ref={regionRef} role="status" aria-atomic="true" className="sr-only" />
  );
}
