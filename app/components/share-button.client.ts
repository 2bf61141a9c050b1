// The behaviour of ./share-button.tsx: the device's share sheet with the title and the page's
// address where there is one; elsewhere the address goes to the clipboard, and is said so.
import { defineElement, required, requiredData, reveal } from "./dom.client";

/** Brings every `<share-button>` of the page to life. */
export function defineShareButton() {
  defineElement("share-button", enhanceShareButton);
}

export function enhanceShareButton(root: HTMLElement) {
  const button = required<HTMLButtonElement>(root, "button");
  const status = required<HTMLElement>(root, "[role=status]");
  const title = requiredData(root, "title");
  const copied = requiredData(root, "copiedMessage");
  const failed = requiredData(root, "failedMessage");

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
      status.textContent = copied;
    } catch {
      status.textContent = failed;
    }
  }

  button.addEventListener("click", () => void share());
  reveal(button);
}
