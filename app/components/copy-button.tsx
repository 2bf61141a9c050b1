import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { cn } from "~/lib/cn";
import { useHydrated } from "./use-hydrated";

type CopyButtonProps = React.ComponentProps<"div"> & {
  /** The text that goes to the clipboard. */
  text: string;
  /** The button's visible label, e.g. "Copiar chave". */
  label: string;
  /** Announced after a successful copy. */
  copiedMessage: string;
  /** Announced when the browser refuses the clipboard; says how to copy by hand. */
  refusedMessage: string;
  /** Id of the element whose text is selected when the clipboard is refused. */
  fallbackTargetId: string;
};

type CopyOutcome = "idle" | "copied" | "refused";

/** A copy-to-clipboard button with announced feedback; selects the text when copying is refused. */
export function CopyButton({
  text,
  label,
  copiedMessage,
  refusedMessage,
  fallbackTargetId,
  className,
  ...props
}: CopyButtonProps) {
  const [outcome, setOutcome] = useState<CopyOutcome>("idle");
  const isHydrated = useHydrated();

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome("copied");
    } catch {
      selectTextOf(fallbackTargetId);
      setOutcome("refused");
    }
  }

  return (
    <div
      className={cn("flex flex-col items-start gap-2", className)}
      {...props}
    >
      <button
        type="button"
        onClick={() => void copy()}
        // Until the page is hydrated a tap would be lost.
        disabled={!isHydrated}
        className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {outcome === "copied" ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {label}
      </button>
      <p
        role="status"
        className={cn(
          "text-sm font-medium",
          outcome === "copied" ? "text-green-800" : "text-amber-900",
        )}
      >
        {outcome === "copied" ? copiedMessage : null}
        {outcome === "refused" ? refusedMessage : null}
      </p>
    </div>
  );
}

function selectTextOf(elementId: string) {
  const element = document.getElementById(elementId);
  const selection = window.getSelection();
  if (!element || !selection) return;
  selection.selectAllChildren(element);
}
