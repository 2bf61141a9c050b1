// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { ShareButton } from "./share-button";
import { enhanceShareButton } from "./share-button.client";

const labels = {
  label: "Compartilhar",
  copied: "Link copiado!",
  copyFailed: "Copie o endereço.",
};

function renderPage() {
  document.body.innerHTML = renderToStaticMarkup(
    <ShareButton title="Uma notícia" labels={labels} />,
  );
  const root = document.querySelector<HTMLElement>("share-button")!;
  enhanceShareButton(root);
  return {
    button: root.querySelector("button")!,
    status: root.querySelector<HTMLElement>("[role=status]")!,
  };
}

function stubNavigator(name: "share" | "clipboard", value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "share");
  Reflect.deleteProperty(navigator, "clipboard");
});

describe("enhanceShareButton", () => {
  test("opens the share sheet with the title and the page's address, and says nothing", async () => {
    const share = vi.fn(() => Promise.resolve());
    stubNavigator("share", share);
    const { button, status } = renderPage();
    expect(button).not.toHaveAttribute("data-awaits-script");

    button.click();

    await vi.waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: "Uma notícia",
        url: window.location.href,
      }),
    );
    expect(status).toHaveTextContent("");
  });

  test("a share sheet closed by the visitor copies nothing", async () => {
    stubNavigator("share", () =>
      Promise.reject(new DOMException("", "AbortError")),
    );
    const writeText = vi.fn(() => Promise.resolve());
    stubNavigator("clipboard", { writeText });

    renderPage().button.click();

    await new Promise((settled) => setTimeout(settled));
    expect(writeText).not.toHaveBeenCalled();
  });

  test.each([
    {
      device: "without a share sheet",
      share: undefined,
      writeText: () => Promise.resolve(),
      message: labels.copied,
    },
    {
      device: "whose share sheet fails",
      share: () => Promise.reject(new DOMException("", "NotAllowedError")),
      writeText: () => Promise.resolve(),
      message: labels.copied,
    },
    {
      device: "refusing the clipboard",
      share: undefined,
      writeText: () => Promise.reject(new DOMException("", "NotAllowedError")),
      message: labels.copyFailed,
    },
  ])(
    "on a device $device, copies the address and says '$message'",
    async ({ share, writeText, message }) => {
      if (share) stubNavigator("share", share);
      const write = vi.fn(writeText);
      stubNavigator("clipboard", { writeText: write });
      const { button, status } = renderPage();

      button.click();

      await vi.waitFor(() => expect(status).toHaveTextContent(message));
      expect(write).toHaveBeenCalledWith(window.location.href);
    },
  );
});
