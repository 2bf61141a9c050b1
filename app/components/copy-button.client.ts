// The behaviour of ./copy-button.tsx: copies its text, says so, and when the browser refuses the
// clipboard, or has none, selects the text on the page and says how to copy it by hand.
import { defineElement, required, requiredData, reveal } from "./dom.client";

type CopyOutcome = "copied" | "refused";

/** Brings every `<copy-button>` of the page to life. */
export function defineCopyButton() {
  defineElement("copy-button", enhanceCopyButton);
}

export function enhanceCopyButton(root: HTMLElement) {
  const button = required<HTMLButtonElement>(root, "button");
  const messages: Record<CopyOutcome, string> = {
    copied: requiredData(root, "copiedMessage"),
    refused: requiredData(root, "refusedMessage"),
  };
  const fallbackTarget = requiredData(root, "fallbackTarget");

  button.addEventListener("click", () => {
    // Read at each click: the page may have changed the text since (see setCopyText).
    const text = requiredData(root, "text");
    // Where there is no clipboard API (an in-app browser, a page over plain HTTP) the call itself
    // throws: it then ends like a refusal, the text selected to copy by hand.
    Promise.resolve(text)
      .then((copied) => navigator.clipboard.writeText(copied))
      .then(
        () => show(root, "copied", messages.copied),
        () => {
          selectTextOf(fallbackTarget);
          show(root, "refused", messages.refused);
        },
      );
  });
  reveal(button);
}

/**
 * Gives the button a new text to copy, and takes back what it said of the old one. The button is
 * disabled while there is nothing right to copy (`text` undefined).
 */
export function setCopyText(root: HTMLElement, text: string | undefined) {
  const button = required<HTMLButtonElement>(root, "button");
  button.disabled = text === undefined;
  if (text !== undefined) root.dataset.text = text;
  show(root, undefined, "");
}

function show(
  root: HTMLElement,
  outcome: CopyOutcome | undefined,
  message: string,
) {
  const status = required<HTMLElement>(root, "[role=status]");
  if (outcome) status.dataset.outcome = outcome;
  else delete status.dataset.outcome;
  required<HTMLElement>(status, "[data-copy-message]").textContent = message;
  status
    .querySelector<HTMLElement>("[data-next-step]")
    ?.toggleAttribute("hidden", outcome !== "copied");
  for (const icon of root.querySelectorAll<HTMLElement>("[data-when]"))
    icon.toggleAttribute(
      "hidden",
      icon.dataset.when !== (outcome === "copied" ? "copied" : "idle"),
    );
}

function selectTextOf(elementId: string) {
  const element = document.getElementById(elementId);
  const selection = window.getSelection();
  if (!element || !selection) return;
  selection.selectAllChildren(element);
}
