import { Share2 } from "lucide-react";
import { cn } from "~/lib/cn";

/** The button's words: its label and the two outcomes of copying the address. */
export type ShareLabels = {
  label: string;
  copied: string;
  copyFailed: string;
};

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "share-button": DetailedHTMLProps<
        HTMLAttributes<HTMLElement>,
        HTMLElement
      >;
    }
  }
}

export type ShareButtonProps = React.ComponentProps<"share-button"> & {
  /** What is shared along with the page's address, e.g. the article title. */
  title: string;
  labels: ShareLabels;
};

/**
 * Shares the current page with the device's share sheet when there is one; elsewhere copies the
 * address and says so in a live region. Brought to life by its script (./share-button.astro,
 * which renders it); until then it keeps its place but is not shown.
 */
export function ShareButton({
  title,
  labels,
  className,
  ...props
}: ShareButtonProps) {
  return (
    <share-button
      data-title={title}
      data-copied-message={labels.copied}
      data-failed-message={labels.copyFailed}
      className={cn("flex flex-wrap items-center gap-3", className)}
      {...props}
    >
      <button
        type="button"
        data-awaits-script=""
        className="inline-flex items-center gap-2 rounded-md px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50 data-awaits-script:invisible"
      >
        <Share2 aria-hidden="true" className="size-4" />
        {labels.label}
      </button>
      <p role="status" className="text-sm text-slate-700" />
    </share-button>
  );
}
