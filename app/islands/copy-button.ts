// The behaviour of ~/components/copy-button: copies its text, says so, and when the browser
// refuses the clipboard selects the text on the page and says how to copy it by hand.
import { required, requiredData, reveal } from "./dom";

type CopyOutcome = "copied" | "refused";

export function enhanceCopyButton(root: HTMLElement) {
  const button = required<HTMLButtonElement>(root, "button");
  const status = required<HTMLElement>(root, "[role=status]");
  const text = requiredData(root, "text");
  const messages: Record<CopyOutcome, string> = {
    copied: requiredData(root, "copiedMessage"),
    refused: requiredData(root, "refusedMessage"),
  };
  const fallbackTarget = requiredData(root, "fallbackTarget");

  function show(outcome: CopyOutcome) {
    status.dataset.outcome = outcome;
    status.textContent = messages[outcome];
    for (const icon of root.querySelectorAll<HTMLElement>("[data-when]"))
      icon.toggleAttribute(
        "hidden",
        icon.dataset.when !== (outcome === "copied" ? "copied" : "idle"),
      );
  }

  button.addEventListener("click", () => {
    navigator.clipboard.writeText(text).then(
      () => show("copied"),
      () => {
        selectTextOf(fallbackTarget);
        show("refused");
      },
    );
  });
  reveal(button);
}

function selectTextOf(elementId: string) {
  const element = document.getElementById(elementId);
  const selection = window.getSelection();
  if (!element || !selection) return;
  selection.selectAllChildren(element);
}
