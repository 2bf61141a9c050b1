import {
  useDonorsLocale,
  useDonorsTexts,
  type DonorsTexts,
} from "./donors-texts";
import { PUBLISHED_TITLE_ID, publishedDate } from "./published-donors";
import type { Outcome } from "./use-donor-sheets";
import { cn } from "~/lib/cn";
import { formatTimeInBrasilia } from "~/lib/dates";
import { fillIn } from "~/lib/fill-in";
import { SheetLoadError } from "~/sheets/published-sheets";
import {
  loadErrorMessage,
  SHEET_ERRORS,
  type SheetErrorWords,
  sheetFailureMessage,
} from "~/sheets/sheet-errors";

/**
 * How the live load goes, between the search and the lists: the loading message, then a failure
 * with 'Tentar novamente', each retry and its outcome. Until the live list shows, it keeps the
 * room a failure takes, so that neither the failure nor a retry moves the published list below
 * it; once the live list shows, only its live region stays, taking no room, unless the site's edge
 * could only serve a stale copy of the sheets: then the page says of when.
 */
export function LoadStatus({
  outcome,
  isRetrying,
  onRetry,
  publishedOn,
}: {
  outcome: Outcome | undefined;
  isRetrying: boolean;
  onRetry: () => void;
  publishedOn: string;
}) {
  const texts = useDonorsTexts();
  const failure = outcome && "error" in outcome ? outcome : undefined;
  const isLoaded = outcome !== undefined && !failure;
  const staleCopyReadAt =
    outcome && "sheets" in outcome ? outcome.sheets.staleCopyReadAt : undefined;
  return (
    <div className={cn(!isLoaded && "min-h-58 pt-6 sm:min-h-40")}>
      {/* One live region for every state: loading, each retry and its outcome. Its line is
          kept while empty, so that a retry's message moves nothing below it. */}
      <p
        role="status"
        className={isLoaded ? "sr-only" : "mb-2 min-h-6 text-slate-700"}
      >
        {statusText(texts, outcome, isRetrying)}
      </p>
      {staleCopyReadAt !== undefined ? (
        <StaleCopyNote readAt={staleCopyReadAt} />
      ) : null}
      {failure ? (
        <>
          <FailureMessage error={failure.error} />
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {/* aria-disabled, not disabled: a disabled button would lose the keyboard focus. */}
            <button
              type="button"
              onClick={onRetry}
              aria-disabled={isRetrying}
              className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 aria-disabled:opacity-70"
            >
              {texts.errors.retry}
            </button>
            <PublishedListButton publishedOn={publishedOn} />
          </div>
        </>
      ) : null}
    </div>
  );
}

/** What the live region says: the loading message, then each retry and how it ended. */
function statusText(
  { loading, errors }: DonorsTexts,
  outcome: Outcome | undefined,
  isRetrying: boolean,
) {
  if (!outcome) return loading;
  if (isRetrying) return errors.retrying;
  if (outcome.attempt === 0) return "";
  return "error" in outcome ? errors.retryFailed : errors.loaded;
}

function StaleCopyNote({ readAt }: { readAt: number }) {
  const { staleCopy } = useDonorsTexts();
  const locale = useDonorsLocale();
  return (
    <p className="mt-4 rounded-md bg-amber-50 px-4 py-3 text-amber-900">
      {fillIn(staleCopy, { data: formatTimeInBrasilia(readAt, locale) })}
    </p>
  );
}

function FailureMessage({ error }: { error: unknown }) {
  const { errors } = useDonorsTexts();
  // Portuguese writes the spec's words; another language, its own file's.
  const catalogue = errors.loadFailed ?? SHEET_ERRORS;
  return (
    <div className="mb-3">
      <p role="alert" className="font-semibold text-red-800">
        {loadErrorMessage(catalogue, failureReason(error, errors, catalogue))}
      </p>
      {error instanceof SheetLoadError ? (
        <details className="mt-1 text-sm text-slate-700">
          <summary className="cursor-pointer">{errors.details}</summary>
          <p className="mt-2 wrap-anywhere">{error.detail}</p>
        </details>
      ) : null}
    </div>
  );
}

/**
 * Brings the list the build published, which stays below a failure, into view: on a phone it
 * starts below the fold. Its dated title takes the focus.
 */
function PublishedListButton({ publishedOn }: { publishedOn: string }) {
  const { published } = useDonorsTexts();
  const locale = useDonorsLocale();
  return (
    <button
      type="button"
      onClick={() => document.getElementById(PUBLISHED_TITLE_ID)?.focus()}
      className="text-left text-sm font-semibold text-brand-700 underline underline-offset-2"
    >
      {`${published.open} (${publishedDate(published, publishedOn, locale)})`}
    </button>
  );
}

/** What follows "Erro ao carregar dados:": the sheets' failure, or the error's own message. */
function failureReason(
  error: unknown,
  errors: DonorsTexts["errors"],
  catalogue: SheetErrorWords,
): string {
  if (error instanceof SheetLoadError)
    return sheetFailureMessage(error.failure, errors, catalogue);
  if (error instanceof Error && error.message) return error.message;
  return catalogue.unknown;
}
