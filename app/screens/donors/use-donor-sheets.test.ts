// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { loadDonorSheets } from "~/sheets/load-donor-sheets";
import type { DonorSheets } from "~/sheets/read-donor-sheets";
import { useDonorSheets } from "./use-donor-sheets";

vi.mock("~/sheets/load-donor-sheets", () => ({ loadDonorSheets: vi.fn() }));
const load = vi.mocked(loadDonorSheets);

const sheets: DonorSheets = {
  donors: [],
  classTotals: [],
  receivedReais: undefined,
  unreadRows: [],
  participation: [],
  notices: [],
};

/** A load that never ends until the signal cancels it, as one cut off by leaving the page. */
function hangingLoad(signal: AbortSignal) {
  return new Promise<DonorSheets>((_, reject) => {
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
