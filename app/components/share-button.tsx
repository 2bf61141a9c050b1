import { Share2 } from "lucide-react";
import { useState } from "react";
import { cn } from "~/lib/cn";
import { useHydrated } from "./use-hydrated";

/** The button's words: its label and the two outcomes of copying the address. */
export type ShareLabels = {
  label: string;
  copied: string;
  copyFailed: string;
};

type ShareButtonProps = React.ComponentProps<"div"> & {
  /** What is shared along with the page's address, e.g. the article title. */
  title: string;
  labels: ShareLabels;
};

/**
 * Shares the current page with the device's share sheet when there is one; elsewhere copies the
 * address and says so in a live region.
 */
export function ShareButton({
  title,
  labels,
  className,
  ...props
}: ShareButtonProps) {
  const [feedback, setFeedback] = useState("");
  const isHydrated = useHydrated();

  async function share() {
    const url = window.location.href;
    if ("share" in navigator) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet rejects with AbortError: the visitor changed their mind.
        if (error instanceof DOMException && error.name === "AbortError")
          return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setFeedback(labels.copied);
    } catch {
      setFeedback(labels.copyFailed);
    }
  }

  return (
    <div
      className={cn("flex flex-wrap items-center gap-3", className)}
      {...props}
    >
      <button
        type="button"
        onClick={share}
        // Sharing needs JavaScript: the prerendered button waits for the page to be hydrated.
        disabled={!isHydrated}
        className="inline-flex items-center gap-2 rounded-md px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50"
      >
        <Share2 aria-hidden="true" className="size-4" />
        {labels.label}
      </button>
      <p role="status" className="text-sm text-slate-700">
        {feedback}
      </p>
    </div>
  );
}
