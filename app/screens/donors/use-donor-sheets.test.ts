// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import {
  type LiveDonorSheets,
  loadDonorSheets,
} from "~/sheets/load-donor-sheets";
import { LISTED_NOTICES_LIMIT } from "./sheet-notices";
import { consoleNotices, useDonorSheets } from "./use-donor-sheets";

vi.mock("~/sheets/load-donor-sheets", () => ({ loadDonorSheets: vi.fn() }));
const load = vi.mocked(loadDonorSheets);

const sheets: LiveDonorSheets = {
  donors: [],
  classTotals: [],
  receivedReais: undefined,
  unreadRows: [],
  participation: [],
  notices: [],
  staleCopyReadAt: undefined,
};

/** A load that never ends until the signal cancels it, as one cut off by leaving the page. */
function hangingLoad(signal: AbortSignal) {
  return new Promise<LiveDonorSheets>((_, reject) => {
    signal.addEventListener("abort", () => reject(signal.reason));
  });
}

function returnFromHistory(persisted: boolean) {
  act(() => {
    dispatchEvent(new PageTransitionEvent("pageshow", { persisted }));
  });
}

afterEach(() => load.mockReset());

describe("useDonorSheets, when the page comes back from history", () => {
  test("from the back-forward cache, cancels the load cut off by leaving and reads the sheets again", async () => {
    load.mockImplementationOnce(hangingLoad).mockResolvedValueOnce(sheets);
    const { result } = renderHook(() => useDonorSheets());
    expect(load).toHaveBeenCalledTimes(1);
    const firstSignal = load.mock.calls[0]![0];

    returnFromHistory(true);

    expect(firstSignal.aborted).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
    await waitFor(() =>
      expect(result.current.outcome).toEqual({ attempt: 0, sheets }),
    );
  });

  test("loaded afresh (not from the cache), reads the sheets once", () => {
    load.mockImplementation(hangingLoad);
    renderHook(() => useDonorSheets());

    returnFromHistory(false);

    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("consoleNotices", () => {
  const notices = (count: number) =>
    Array.from({ length: count }, (_, index) => `linha ${index + 2}`);

  test.each([
    { count: 1, lines: 1, last: "linha 2" },
    {
      count: LISTED_NOTICES_LIMIT,
      lines: LISTED_NOTICES_LIMIT,
      last: `linha ${LISTED_NOTICES_LIMIT + 1}`,
    },
    {
      count: 3_333,
      lines: LISTED_NOTICES_LIMIT + 1,
      last: `e mais ${3_333 - LISTED_NOTICES_LIMIT}…`,
    },
  ])("of $count notices, logs $lines lines", ({ count, lines, last }) => {
    const logged = consoleNotices(notices(count)).split("\n");
    expect(logged).toHaveLength(lines);
    expect(logged.at(-1)).toBe(last);
  });
});
