import "@testing-library/jest-dom/vitest";

// The components' window is jsdom's alone (the vmThreads pool, vitest.config.ts), with the fetch
// and Response Vitest lends it from Node; browsers also have web streams, a Response's body.
if (typeof window !== "undefined" && !("ReadableStream" in globalThis)) {
  const { ReadableStream } = await import("node:stream/web");
  Object.assign(globalThis, { ReadableStream });
}
