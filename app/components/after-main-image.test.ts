// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from "vitest";
import { afterMainImage } from "./after-main-image.client";

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, "prerendering");
  document.body.replaceChildren();
});

describe("afterMainImage", () => {
  test("on a page without a main image, starts after the next frame, not before", () => {
    vi.useFakeTimers();
    const start = vi.fn();
    afterMainImage(start);
    expect(start).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(start).toHaveBeenCalledOnce();
  });

  test("on a page prerendered for a link about to be followed, starts at once", () => {
    Object.defineProperty(document, "prerendering", {
      value: true,
      configurable: true,
    });
    const start = vi.fn();
    afterMainImage(start);
    expect(start).toHaveBeenCalledOnce();
  });

  test("waits for the main image, and no longer than 2 s when it stalls", () => {
    vi.useFakeTimers();
    const image = document.createElement("img");
    image.setAttribute("fetchpriority", "high");
    image.decode = () => new Promise<void>(() => {});
    document.body.append(image);
    const start = vi.fn();
    afterMainImage(start);
    vi.advanceTimersByTime(1999);
    expect(start).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(start).toHaveBeenCalledOnce();
  });
});
