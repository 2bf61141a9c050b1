// The page every unknown address gets: the attempted path goes to the console, so that a broken
// link can be traced from a visitor's report.
console.error(
  "404 Error: User attempted to access non-existent route:",
  window.location.pathname,
);
