// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { CopyButton } from "./copy-button";
import { enhanceCopyButton, setCopyText } from "./copy-button.client";

const messages = {
  copiedMessage: "Chave copiada!",
  refusedMessage: "Copie à mão.",
};

/** The prerendered button beside the text it copies, brought to life as its script does. */
function renderPage(nextStep?: { href: string; label: string }) {
  document.body.innerHTML = `<span id="chave">12.345.678/0001-95</span>${renderToStaticMarkup(
    <CopyButton
      text="12345678000195"
      label="Copiar chave"
      fallbackTargetId="chave"
      nextStep={nextStep}
      {...messages}
    />,
  )}`;
  const root = document.querySelector<HTMLElement>("copy-button")!;
  enhanceCopyButton(root);
  const button = root.querySelector("button")!;
  const status = root.querySelector<HTMLElement>("[role=status]")!;
  return { root, button, status };
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", {
    value: { writeText: vi.fn(writeText) },
    configurable: true,
  });
  return navigator.clipboard.writeText;
}

beforeEach(() => window.getSelection()?.removeAllRanges());
afterEach(() => vi.restoreAllMocks());

describe("enhanceCopyButton", () => {
  test("shows the button, which waited hidden for its script", () => {
    const { button } = renderPage();
    expect(button).not.toHaveAttribute("data-awaits-script");
  });

  test.each([
    {
      clipboard: "accepts",
      writeText: () => Promise.resolve(),
      message: messages.copiedMessage,
      outcome: "copied",
      selected: "",
      icon: "copied",
    },
    {
      clipboard: "refuses",
      writeText: () => Promise.reject(new DOMException("", "NotAllowedError")),
      message: messages.refusedMessage,
      outcome: "refused",
      selected: "12.345.678/0001-95",
      icon: "idle",
    },
  ])(
    "when the clipboard $clipboard, says '$message' and selects '$selected'",
    async ({ writeText, message, outcome, selected, icon }) => {
      const write = stubClipboard(writeText);
      const { button, status } = renderPage();

      button.click();

      await vi.waitFor(() => expect(status).toHaveTextContent(message));
      expect(write).toHaveBeenCalledWith("12345678000195");
      expect(status.dataset.outcome).toBe(outcome);
      expect(window.getSelection()?.toString()).toBe(selected);
      const shownIcons = [
        ...document.querySelectorAll<HTMLElement>("[data-when]"),
      ].filter((element) => !element.hidden);
      expect(shownIcons.map((element) => element.dataset.when)).toEqual([icon]);
    },
  );

  test.each([
    { browser: "has no clipboard API", clipboard: undefined },
    { browser: "has a clipboard without writeText", clipboard: {} },
  ])(
    "when the browser $browser, selects the text and says to copy it by hand, throwing nothing",
    async ({ clipboard }) => {
      Object.defineProperty(navigator, "clipboard", {
        value: clipboard,
        configurable: true,
      });
      const { button, status } = renderPage();

      button.click();

      await vi.waitFor(() =>
        expect(status).toHaveTextContent(messages.refusedMessage),
      );
      expect(status.dataset.outcome).toBe("refused");
      expect(window.getSelection()?.toString()).toBe("12.345.678/0001-95");
    },
  );

  const nextStep = { href: "#avise-o-fundo", label: "Avise o fundo" };

  test("after a copy, offers the next step as a link in the message", async () => {
    stubClipboard(() => Promise.resolve());
    const { button, status } = renderPage(nextStep);
    const link = status.querySelector("a")!;
    expect(link).not.toBeVisible();

    button.click();

    await vi.waitFor(() => expect(link).toBeVisible());
    expect(status).toHaveTextContent(`${messages.copiedMessage} Avise o fundo`);
    expect(link).toHaveAttribute("href", "#avise-o-fundo");
  });

  test("when the clipboard refuses, offers no next step", async () => {
    stubClipboard(() =>
      Promise.reject(new DOMException("", "NotAllowedError")),
    );
    const { button, status } = renderPage(nextStep);

    button.click();

    await vi.waitFor(() =>
      expect(status).toHaveTextContent(messages.refusedMessage),
    );
    expect(status.querySelector("a")).not.toBeVisible();
  });
});

describe("setCopyText", () => {
  test("copies the new text and takes back what was said of the old one", async () => {
    const write = stubClipboard(() => Promise.resolve());
    const { root, button, status } = renderPage();
    button.click();
    await vi.waitFor(() =>
      expect(status).toHaveTextContent(messages.copiedMessage),
    );

    setCopyText(root, "00020126-novo");

    expect(status).toHaveTextContent("");
    expect(status.dataset.outcome).toBeUndefined();
    button.click();
    await vi.waitFor(() =>
      expect(write).toHaveBeenLastCalledWith("00020126-novo"),
    );
  });

  test("with nothing right to copy, disables the button until there is", () => {
    const { root, button } = renderPage();

    setCopyText(root, undefined);
    expect(button).toBeDisabled();

    setCopyText(root, "00020126-novo");
    expect(button).toBeEnabled();
    expect(root.dataset.text).toBe("00020126-novo");
  });
});
