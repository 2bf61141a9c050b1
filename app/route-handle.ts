/**
 * What a route module tells the root through its `handle` export. A page is static HTML unless
 * one of its matched routes sets `hydrate`: only then does the root send React Router's scripts.
 */
export type RouteHandle = {
  /** The page has work to do in the browser (live data, copy or share buttons, a 404 log). */
  hydrate?: boolean;
};

/** Whether a match's `handle` (typed `unknown` by the router) asks for the page's scripts. */
export function asksForScripts(handle: unknown): boolean {
  return (
    typeof handle === "object" &&
    handle !== null &&
    (handle as RouteHandle).hydrate === true
  );
}
