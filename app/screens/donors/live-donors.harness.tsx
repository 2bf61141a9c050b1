// The donors page's live part as its tests render it: the two sheets and the list the build
// published answered by a stand-in for fetch, and the worker that reads the sheets run in the
// test's own thread (jsdom has no Worker). Everything between is the page's own code.
import { cleanup, configure, render } from "@testing-library/react";
import type { ComponentProps } from "react";
import { afterEach, vi } from "vitest";
import type { DonorsTexts } from "./donors-texts";
import { LiveDonors } from "./live-donors";
import { PUBLISHED_DONORS_PATH } from "./use-published-donors";
import { GIVE_BY_PIX_ID } from "~/components/give-by-pix";
import { NOTIFY_FUND_SECTION_ID } from "~/components/notify-fund-form";
import type { ListedDonor } from "~/sheets/donor-directory";
import {
  type SheetBody,
  sheetBytes,
  sheetFixtureBytes,
} from "~/sheets/fixtures/sheet-fixtures";
import { SHEET_URLS } from "~/sheets/published-sheets";
import { readingMessages } from "~/sheets/donor-sheets-message";
import {
  readDonorSheetBytes,
  type SheetBytes,
} from "~/sheets/read-donor-sheets";
import { exampleFigures } from "../../../test/figures";
import { readSiteContent } from "../../../test/site-content";

// Reading a sheet and rendering its lists takes the page a moment; on a busy machine, longer.
configure({ asyncUtilTimeout: 5_000 });

// The texts the page hands its live part, as the test's content says (CONTENT_DIR or content/).
const { donorsPage, campaign } = await readSiteContent();
const donorsTexts: DonorsTexts = donorsPage;

export const figures = exampleFigures;
/** The day the campaign is stated on: within the example goal's deadline. */
export const today = figures.goal.deadline;
/** The day the build read the sheets it published. */
export const PUBLISHED_ON = "2026-11-23";
export const NOTIFY_HREF = `/doacao#${NOTIFY_FUND_SECTION_ID}`;
export const GIVE_HREF = `/doacao#${GIVE_BY_PIX_ID}`;

/** How a sheet's host answers one request of the page. */
export type Answer = (init: RequestInit) => Promise<Response>;

export const csv =
  (body: SheetBody): Answer =>
  () =>
    Promise.resolve(
      new Response(sheetBytes(body), {
        headers: { "content-type": "text/csv; charset=utf-8" },
      }),
    );

/** A file of app/sheets/fixtures, served as CSV. */
export const fixture = (name: string): Answer => csv(sheetFixtureBytes(name));

export const status =
  (code: number): Answer =>
  () =>
    Promise.resolve(new Response("", { status: code }));

/** No answer at all: offline, or the host unreachable, whatever the request. */
export const unreachable: Answer = () =>
  Promise.reject(new TypeError("Failed to fetch"));

/** Half of `body`, then the connection drops. */
export const droppedMidway =
  (body: string): Answer =>
  () => {
    const bytes = new TextEncoder().encode(body);
    return Promise.resolve(
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(bytes.subarray(0, bytes.length / 2));
            controller.error(new TypeError("network error"));
          },
        }),
      ),
    );
  };

/** The answers in turn, one a request; the last one answers every request after. */
export function inTurn(...answers: Answer[]): Answer {
  let request = 0;
  return (init) => answers[Math.min(request++, answers.length - 1)]!(init);
}

/** A sheet whose requests wait until the test answers them; a cancelled load gives up on them. */
export function heldSheet() {
  const waiting: Array<(answer: Answer) => void> = [];
  const requests: RequestInit[] = [];
  const answer: Answer = (init) => {
    requests.push(init);
    return new Promise((resolve, reject) => {
      init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      waiting.push((given) => given(init).then(resolve, reject));
    });
  };
  return {
    answer,
    requests,
    /** Answers every request waiting so far with `given`. */
    release: (given: Answer) => {
      for (const settle of waiting.splice(0)) settle(given);
    },
  };
}

/** The page's worker, run in this thread: the same reading, handed back as a message. */
type WorkerListener = (event: { data: string }) => void;

class InThreadWorker {
  #listeners: WorkerListener[] = [];
  #terminated = false;

  addEventListener(type: string, listener: WorkerListener) {
    if (type === "message") this.#listeners.push(listener);
  }

  postMessage(bytes: SheetBytes) {
    void readDonorSheetBytes(bytes).then((reading) => {
      if (this.#terminated) return;
      for (const data of readingMessages(reading))
        for (const listener of this.#listeners) listener({ data });
    });
  }

  terminate() {
    this.#terminated = true;
  }
}

export type Sheets = {
  donors?: Answer;
  classes?: Answer;
  /** The donors of the list the build published; without them, that list cannot be fetched. */
  published?: ListedDonor[];
};

/** Answers the page's requests: by default the fixtures doadores.csv and turmas.csv. */
export function serveSheets({
  donors = fixture("doadores.csv"),
  classes = fixture("turmas.csv"),
  published,
}: Sheets = {}) {
  const fetch = vi.fn((url: string, init: RequestInit = {}) => {
    if (url === SHEET_URLS.doadores) return donors(init);
    if (url === SHEET_URLS.turmas) return classes(init);
    if (url === PUBLISHED_DONORS_PATH)
      return Promise.resolve(
        published
          ? Response.json(published)
          : new Response("", { status: 404 }),
      );
    return Promise.reject(new TypeError(`no answer for ${url}`));
  });
  vi.stubGlobal("fetch", fetch);
  vi.stubGlobal("Worker", InThreadWorker);
  return fetch;
}

/** The requests the page made of a sheet, in order. */
export function requestsOf(
  fetch: ReturnType<typeof serveSheets>,
  sheet: keyof typeof SHEET_URLS,
) {
  return fetch.mock.calls.filter(([url]) => url === SHEET_URLS[sheet]);
}

/** The page whose live part a test renders: /doadores by default, or another language's. */
export type DonorsPageProps = Pick<
  ComponentProps<typeof LiveDonors>,
  "texts" | "campaignTexts" | "locale" | "notifyHref" | "giveHref" | "children"
>;

/** The closing call to give a page hands its live part, drawn here as it reads. */
export function closingCall({
  title,
  href,
  linkLabel,
}: DonorsTexts["callToAction"]) {
  return (
    <section>
      <h2>{title}</h2>
      <a href={href}>{linkLabel}</a>
    </section>
  );
}

const PORTUGUESE_PAGE: DonorsPageProps = {
  texts: donorsTexts,
  campaignTexts: campaign,
  notifyHref: NOTIFY_HREF,
  giveHref: GIVE_HREF,
  children: closingCall(donorsTexts.callToAction),
};

/** The page's live part, its sheets answered as `sheets` says. */
export function renderLiveDonors(
  sheets: Sheets = {},
  page: DonorsPageProps = PORTUGUESE_PAGE,
) {
  const fetch = serveSheets(sheets);
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const rendered = render(
    <LiveDonors
      figures={figures}
      today={today}
      publishedOn={PUBLISHED_ON}
      {...page}
    />,
  );
  return { ...rendered, fetch, warn };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
