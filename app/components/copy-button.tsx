import { Check, Copy } from "lucide-react";
import { cn } from "~/lib/cn";

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "copy-button": DetailedHTMLProps<
        HTMLAttributes<HTMLElement>,
        HTMLElement
      >;
    }
  }
}

export type CopyButtonProps = React.ComponentProps<"copy-button"> & {
  /** The text that goes to the clipboard; the Pix block's script changes it (see `setCopyText`). */
  text: string;
  /** The button's visible label, e.g. "Copiar chave". */
  label: string;
  /** Announced after a successful copy. */
  copiedMessage: string;
  /** Announced when the browser refuses the clipboard; says how to copy by hand. */
  refusedMessage: string;
  /** Id of the element whose text is selected when the clipboard is refused. */
  fallbackTargetId: string;
  /** A link offered with the message after a successful copy: what to do next. */
  nextStep?: { href: string; label: string };
};

/**
 * A copy-to-clipboard button with announced feedback, brought to life by its script
 * (./copy-button.astro, which renders it). Until then it keeps its place on the page but is not
 * shown: without JavaScript the text beside it is there to select by hand.
 */
export function CopyButton({
  text,
  label,
  copiedMessage,
  refusedMessage,
  fallbackTargetId,
  nextStep,
  className,
  ...props
}: CopyButtonProps) {
  return (
    <copy-button
      data-text={text}
      data-copied-message={copiedMessage}
      data-refused-message={refusedMessage}
      data-fallback-target={fallbackTargetId}
      className={cn("flex flex-col items-start gap-2", className)}
      {...props}
    >
      <button
        type="button"
        data-awaits-script=""
        className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50 data-awaits-script:invisible"
      >
        <span data-when="idle">
          <Copy aria-hidden="true" className="size-4" />
        </span>
        <span data-when="copied" hidden>
          <Check aria-hidden="true" className="size-4" />
        </span>
        {label}
      </button>
      <p
        role="status"
        className="text-sm font-medium text-amber-900 data-[outcome=copied]:text-green-800"
      >
        <span data-copy-message="" />
        {nextStep ? (
          <>
            {" "}
            <a
              data-next-step=""
              href={nextStep.href}
              hidden
              className="text-brand-700 underline hover:text-brand-900"
            >
              {nextStep.label}
            </a>
          </>
        ) : null}
      </p>
    </copy-button>
  );
}
