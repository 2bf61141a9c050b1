// /doacao in a browser, with its scripts: what only a browser can tell. The QR code read as a
// phone's camera reads it, the clipboard, the keyboard, the layout at a phone's and a desktop's
// width, the page restored after Back or loaded again, and the page without JavaScript. What the built page says
// is proved in test/built/donate.test.ts; the block's logic beside its code.
import type { Locator, Page } from "@playwright/test";
import { campaignFigures } from "../app/lib/campaign-figures";
import { hasGoal } from "../app/lib/campaign-state";
import {
  amountErrorMessages,
  parseDonationAmount,
} from "../app/lib/donation-amount";
import { formatDonationAmount } from "../app/lib/money";
import { parsePixKey } from "../app/lib/pix-key";
import { brCodeField, hasValidCrc, readQrCode } from "../test/br-code";
import {
  abroad,
  bankAccount,
  buildDay,
  content,
  donationPage,
  donationPix,
  notifyTexts,
} from "../test/content";
import { expect, readClipboard, test } from "./fixtures";

const { give, bank, copyKey, copyPaste, qrCode, monthly } = donationPage;
// The key is copied, and carried in the BR Code, as the Pix directory stores it (a CNPJ or CPF as
// its digits, an e-mail in lowercase...): every bank app accepts that.
const KEY_AS_COPIED = parsePixKey(donationPix.key).value;
// The other-amount field's messages as the page shows them, the largest amount written in.
const AMOUNT_ERRORS = amountErrorMessages(give.amountErrors, "pt-BR");
const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };

/** How a suggested amount of the content reads on its button: 1000 → "R$ 1.000". */
const amountLabel = (reais: number) =>
  formatDonationAmount(Math.round(reais * 100));

function copyCodeButton(page: Page) {
  return page.getByRole("button", { name: copyPaste.buttonLabel, exact: true });
}

function status(page: Page, text: string) {
  return page.getByRole("status").filter({ hasText: text });
}

/** The "Copia e Cola" text the page shows now. */
function shownCode(page: Page) {
  return page.getByText(/^000201/);
}

/** The message under a field, not the summary above the code that repeats it. */
function fieldError(page: Page, message: string) {
  return page
    .getByText(message, { exact: true })
    .and(page.locator(":not([role=status])"));
}

/** What a phone's camera reads from `target` as the screen shows it. */
async function readAsCamera(target: Locator): Promise<string | undefined> {
  return readQrCode(await target.screenshot());
}

/**
 * What a phone's camera reads from the Pix block, QR code hidden or not: the block is photographed
 * whole, so a QR code left anywhere in it is found.
 */
function readBlockAsCamera(page: Page): Promise<string | undefined> {
  return readAsCamera(
    page.getByRole("region", { name: give.title, exact: true }),
  );
}

const selection = (page: Page) =>
  page.evaluate(() => window.getSelection()?.toString() ?? "");

const documentWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth);

test("the QR code a camera reads is the code shown and the code copied, with the content's key; the key's button copies the key as bank apps take it", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.setViewportSize(desktop);
  await page.goto("/doacao");
  // Shown once its script runs: the code then carries the page view's reference.
  await expect(copyCodeButton(page)).toBeVisible();
  const qrImage = page.getByRole("img", { name: qrCode.alt, exact: true });
  expect(
    await qrImage.evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBeGreaterThan(0);
  const payload = (await readAsCamera(qrImage)) ?? "";
  expect(hasValidCrc(payload)).toBe(true);
  expect(brCodeField(payload, "26", "01")).toBe(KEY_AS_COPIED);
  await expect(shownCode(page)).toHaveText(payload);

  await copyCodeButton(page).click();
  await expect(status(page, copyPaste.copied)).toBeVisible();
  expect(await readClipboard(page)).toBe(payload);

  await expect(status(page, copyKey.copied)).toHaveCount(0);
  await page
    .getByRole("button", { name: copyKey.buttonLabel, exact: true })
    .click();
  await expect(status(page, copyKey.copied)).toBeVisible();
  expect(await readClipboard(page)).toBe(KEY_AS_COPIED);
});

test("when the clipboard is refused, each copy button selects its text, the key as written, and says to copy it by hand", async ({
  page,
}) => {
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () =>
      Promise.reject(
        new DOMException("Write permission denied.", "NotAllowedError"),
      );
  });
  await page.goto("/doacao");
  await page
    .getByRole("button", { name: copyKey.buttonLabel, exact: true })
    .click();
  await expect(status(page, copyKey.refused)).toBeVisible();
  expect(await selection(page)).toBe(donationPix.key);

  await copyCodeButton(page).click();
  await expect(status(page, copyPaste.refused)).toBeVisible();
  expect(await selection(page)).toBe(await shownCode(page).textContent());
  for (const copied of [copyKey.copied, copyPaste.copied])
    await expect(status(page, copied)).toHaveCount(0);
});

test.describe("whatever the content", { tag: "@any-content" }, () => {
  test("at 375 px, an amount and a class chosen with the keyboard alone make the code, its QR code and what is copied, and the copy leads to the notify form", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.setViewportSize(phone);
    await page.goto("/doacao");
    const first = page.getByRole("radio", {
      name: amountLabel(give.amounts[0] ?? Number.NaN),
      exact: true,
    });
    await first.focus();
    await page.keyboard.press("Space");
    await expect(first).toBeChecked();
    await page.keyboard.press("ArrowRight");
    // The next amount; with one amount alone, the arrow keeps it.
    const reais = give.amounts[1 % give.amounts.length] ?? Number.NaN;
    const second = page.getByRole("radio", {
      name: amountLabel(reais),
      exact: true,
    });
    await expect(second).toBeChecked();
    await expect(second).toBeFocused();
    await expect(
      status(page, `${give.amountSummary}: ${amountLabel(reais)}`),
    ).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("textbox", { name: give.otherAmountLabel, exact: true }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("textbox", { name: give.classLabel, exact: true }),
    ).toBeFocused();
    await page.keyboard.type("T10");
    await page.keyboard.press("Tab");
    await expect(copyCodeButton(page)).toBeFocused();
    await expect(
      status(
        page,
        `${give.amountSummary}: ${amountLabel(reais)} · ${give.classSummary} T10`,
      ),
    ).toBeVisible();

    await page.keyboard.press("Enter");
    const copied = status(page, copyPaste.copied);
    await expect(copied).toBeVisible();
    const code = await readClipboard(page);
    await expect(shownCode(page)).toHaveText(code);
    expect(hasValidCrc(code)).toBe(true);
    expect(brCodeField(code, "54")).toBe(reais.toFixed(2));
    expect(brCodeField(code, "62", "05")).toMatch(/^T10[0-9A-Z]{4,6}$/);
    expect(brCodeField(code, "26", "02")).toMatch(/^DOACAO .*T10$/);

    await page.getByText(give.showQrCode).click();
    expect(
      await readAsCamera(
        page.getByRole("img", { name: qrCode.alt, exact: true }),
      ),
    ).toBe(code);

    await copied.getByRole("link", { name: give.notifyLink }).click();
    await expect(page).toHaveURL(/#avise-o-fundo$/);
    await expect(
      page.getByRole("region", { name: notifyTexts.title, exact: true }),
    ).toBeInViewport();
  });

  test("at 375 px, a wrong amount or class is said right under its field, and nothing scrolls sideways whatever the donor opens or types", async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto("/doacao");
    expect(await documentWidth(page)).toBeLessThanOrEqual(phone.width);
    const otherAmount = page.getByRole("textbox", {
      name: give.otherAmountLabel,
      exact: true,
    });
    const classInput = page.getByRole("textbox", {
      name: give.classLabel,
      exact: true,
    });
    await expect(otherAmount).toHaveAttribute("inputmode", "decimal");
    await page
      .getByRole("radio", {
        name: amountLabel(give.amounts.at(-1) ?? Number.NaN),
        exact: true,
      })
      .check();
    await page.getByText(give.showQrCode).click();

    for (const [text, message] of [
      ["abc", AMOUNT_ERRORS.notNumber],
      ["0", AMOUNT_ERRORS.zero],
      ["-5", AMOUNT_ERRORS.negative],
    ] as const) {
      await otherAmount.fill(text);
      await otherAmount.press("Tab");
      await expect(otherAmount).toHaveAttribute("aria-invalid", "true");
      await expect(otherAmount).toHaveAccessibleDescription(message);
      const error = fieldError(page, message);
      await expect(error).toBeVisible();
      // Right under the field, in its column.
      const [labelBox, fieldBox, errorBox] = await Promise.all([
        page.getByText(give.otherAmountLabel, { exact: true }).boundingBox(),
        otherAmount.boundingBox(),
        error.boundingBox(),
      ]);
      expect(errorBox!.y - (fieldBox!.y + fieldBox!.height)).toBeLessThan(24);
      expect(Math.abs(errorBox!.x - labelBox!.x)).toBeLessThan(2);
      await expect(copyCodeButton(page)).toBeDisabled();
      // No QR code while the amount is wrong; its place keeps its width.
      await expect(page.getByRole("img", { name: qrCode.alt })).toHaveCount(0);
      expect(await documentWidth(page)).toBeLessThanOrEqual(phone.width);
    }

    await otherAmount.fill("1.000.000,50");
    await classInput.fill("turma noventa e oito");
    await classInput.press("Enter");
    await expect(classInput).toHaveAttribute("aria-invalid", "true");
    await expect(classInput).toHaveAccessibleDescription(
      `${give.classHint} ${give.classError}`,
    );
    await expect(fieldError(page, give.classError)).toBeVisible();
    await expect(copyCodeButton(page)).toBeDisabled();
    expect(await documentWidth(page)).toBeLessThanOrEqual(phone.width);

    await classInput.fill("T98");
    await expect(page.getByText(give.classError)).toHaveCount(0);
    await expect(
      page.getByRole("img", { name: qrCode.alt, exact: true }),
    ).toBeVisible();
    await expect(shownCode(page)).toContainText(/62\d{2}05\d{2}T98/);
    expect(await documentWidth(page)).toBeLessThanOrEqual(phone.width);

    // The campaign's sentence, the longest the page states while the fund has a campaign, is
    // read whole within the screen.
    const { campaign, figures } = content;
    if (!hasGoal(figures)) return;
    const sentence = page
      .getByRole("region", { name: campaign.title, exact: true })
      .getByText(
        campaignFigures(figures, campaign.committedOfGoal, buildDay).text,
        { exact: true },
      );
    await expect(sentence).toBeVisible();
    const box = await sentence.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
  });

  test("at 375x812, the copy-code button stands in the first screenful below the title's line, when the texts above it are one word each", async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto("/doacao");
    const main = page.getByRole("main");
    const title = main.getByRole("heading", { level: 1 });
    const copyCode = main.getByRole("button", {
      name: copyPaste.buttonLabel,
      exact: true,
    });
    await expect(copyCode).toBeVisible();
    await expect(
      main.getByRole("heading", {
        name: donationPage.campaign.title,
        exact: true,
      }),
    ).not.toBeInViewport();
    // How many lines the texts above the button take is the officers' doing, not the layout's: the
    // test puts a word of its own in place of each (the code aside, whose length is the key's).
    await copyCode.evaluate((button) => {
      const main = document.querySelector("main")!;
      const code = document.getElementById("pix-copia-e-cola")!;
      const texts = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      while (texts.nextNode()) {
        const text = texts.currentNode as Text;
        if (
          !(
            text.compareDocumentPosition(button) &
            Node.DOCUMENT_POSITION_FOLLOWING
          )
        )
          break;
        if (text.data.trim() && !code.contains(text)) text.data = "Doação";
      }
    });
    await expect(title).toBeInViewport();
    await expect(copyCode).toBeInViewport({ ratio: 1 });
    const box = await copyCode.boundingBox();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(
      phone.height,
    );
  });

  test("at 375 px, giving every month: chosen with the keyboard, it asks for an amount, gives a monthly code a camera reads, even after the page was read as a screen reader reads it, and shows how to schedule it", async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto("/doacao");
    // The QR code's toggle open, so that a code left on the page would be seen.
    await page.getByText(give.showQrCode).click();
    const once = page.getByRole("radio", {
      name: give.frequency.once,
      exact: true,
    });
    const everyMonth = page.getByRole("radio", {
      name: give.frequency.monthly,
      exact: true,
    });
    await expect(once).toBeChecked();
    const steps = page.getByRole("group").filter({
      has: page.getByText(monthly.title, { exact: true }),
    });
    await expect(steps.getByText(monthly.lead)).toBeHidden();

    await once.focus();
    await page.keyboard.press("ArrowRight");
    await expect(everyMonth).toBeChecked();
    await expect(everyMonth).toBeFocused();
    // A monthly gift needs an amount: until there is one, no code.
    await expect(status(page, give.frequency.amountNeeded)).toBeVisible();
    await expect(copyCodeButton(page)).toBeDisabled();
    await expect(shownCode(page)).toBeHidden();
    expect(await readBlockAsCamera(page)).toBeUndefined();
    await expect(steps.getByText(monthly.lead)).toBeVisible();
    for (const step of monthly.steps)
      await expect(
        steps.getByRole("listitem").filter({ hasText: step }),
      ).toBeVisible();

    // The QR code's toggle closed again, and the page read whole while no code is shown, as
    // screen readers and password managers read it: the QR code still comes with the amount.
    await page.getByText(give.showQrCode).click();
    await page.getByRole("main").ariaSnapshot();
    const reais = give.amounts[0] ?? Number.NaN;
    await page
      .getByRole("radio", { name: amountLabel(reais), exact: true })
      .check();
    await page
      .getByRole("textbox", { name: give.classLabel, exact: true })
      .fill("T98");
    await expect(
      status(
        page,
        `${give.amountSummary}: ${amountLabel(reais)} · ${give.frequency.monthly} · ${give.classSummary} T98`,
      ),
    ).toBeVisible();
    const code = (await shownCode(page).textContent()) ?? "";
    expect(hasValidCrc(code)).toBe(true);
    expect(brCodeField(code, "54")).toBe(reais.toFixed(2));
    expect(brCodeField(code, "62", "05")).toMatch(/^T98MENSAL[0-9A-Z]{5}$/);
    expect(brCodeField(code, "26", "02")).toMatch(/^DOACAO MENSAL .*T98$/);
    await page.getByText(give.showQrCode).click();
    const qrImage = page.getByRole("img", { name: qrCode.alt, exact: true });
    await expect(qrImage).toBeVisible();
    expect(await readAsCamera(qrImage)).toBe(code);
  });

  test("at 1280 px, after a suggested amount, an amount being typed or left wrong leaves no QR code a camera reads but one of exactly the amount typed", async ({
    page,
  }) => {
    // Eight camera reads of the whole block, a few seconds each on a busy machine.
    test.slow();
    await page.setViewportSize(desktop);
    await page.goto("/doacao");
    const largest = give.amounts.at(-1) ?? Number.NaN;
    await page
      .getByRole("radio", { name: amountLabel(largest), exact: true })
      .check();
    const preset = (await readBlockAsCamera(page)) ?? "";
    expect(brCodeField(preset, "54")).toBe(largest.toFixed(2));

    const otherAmount = page.getByRole("textbox", {
      name: give.otherAmountLabel,
      exact: true,
    });
    const typed = "20.5";
    for (let length = 1; length <= typed.length; length++) {
      const soFar = typed.slice(0, length);
      await otherAmount.press(typed.charAt(length - 1));
      await expect(otherAmount).toHaveValue(soFar);
      const amount = parseDonationAmount(soFar);
      const seen = await readBlockAsCamera(page);
      // The code of the whole amount so far ("2", "20"), or none: never the preset nor "R$ 20"
      // for "20.5".
      if (amount.ok && seen !== undefined)
        expect(brCodeField(seen, "54"), soFar).toBe(
          (amount.cents / 100).toFixed(2),
        );
      else expect(seen, soFar).toBeUndefined();
      if (!amount.ok) {
        await expect(copyCodeButton(page)).toBeDisabled();
        await expect(status(page, give.unfinished)).toBeVisible();
      }
    }

    await otherAmount.press("Tab");
    await expect(status(page, AMOUNT_ERRORS.separators)).toBeVisible();
    await expect(copyCodeButton(page)).toBeDisabled();
    await expect(shownCode(page)).toBeHidden();
    expect(await readBlockAsCamera(page)).toBeUndefined();

    await otherAmount.fill("20,5");
    await expect(status(page, `${give.amountSummary}: R$ 20,50`)).toBeVisible();
    expect(brCodeField((await readBlockAsCamera(page)) ?? "", "54")).toBe(
      "20.50",
    );
  });

  test("after Back without the page cache, and after a reload, as when a phone discards the tab, the amount, the class and the monthly choice are kept, and so is their code, whose reference the notify form holds", async ({
    page,
  }) => {
    // A page kept in the back-forward cache comes back as it was left; this one is loaded
    // again, as happens after an unload handler, a no-store answer or a full cache.
    await page.route("**/doacao", async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), "cache-control": "no-store" },
      });
    });
    await page.addInitScript(() => {
      window.addEventListener("unload", () => {});
    });
    await page.goto("/doacao");
    await page
      .getByRole("radio", { name: give.frequency.monthly, exact: true })
      .check();
    const otherAmount = page.getByRole("textbox", {
      name: give.otherAmountLabel,
      exact: true,
    });
    const classInput = page.getByRole("textbox", {
      name: give.classLabel,
      exact: true,
    });
    await otherAmount.fill("1.234,56");
    await classInput.fill("T98");
    await classInput.press("Tab");
    const summary = `${give.amountSummary}: R$ 1.234,56 · ${give.frequency.monthly} · ${give.classSummary} T98`;
    await expect(status(page, summary)).toBeVisible();
    const chosenCode = (await shownCode(page).textContent()) ?? "";
    await page.evaluate(() => {
      (window as { leftAt?: string }).leftAt = "this page view";
    });

    await page.goto("/quem-somos");
    await page.goBack();
    await expect(page).toHaveURL("/doacao");
    expect(
      await page.evaluate(() => (window as { leftAt?: string }).leftAt),
      "the page was loaded again, not taken from the back-forward cache",
    ).toBeUndefined();
    await expect(otherAmount).toHaveValue("1.234,56");
    await expect(classInput).toHaveValue("T98");
    await expect(
      page.getByRole("radio", { name: give.frequency.monthly, exact: true }),
    ).toBeChecked();
    await expect(status(page, summary)).toBeVisible();
    const code = (await shownCode(page).textContent()) ?? "";
    expect(brCodeField(code, "54")).toBe("1234.56");
    expect(brCodeField(code, "62", "05")).toMatch(/^T98MENSAL/);
    await expect(shownCode(page)).toHaveText(chosenCode);

    await page.reload();
    await expect(otherAmount).toHaveValue("1.234,56");
    await expect(classInput).toHaveValue("T98");
    await expect(
      page.getByRole("radio", { name: give.frequency.monthly, exact: true }),
    ).toBeChecked();
    await expect(status(page, summary)).toBeVisible();
    await expect(shownCode(page)).toHaveText(chosenCode);
    await expect(
      page
        .getByRole("region", { name: notifyTexts.title, exact: true })
        .getByLabel(notifyTexts.referenceLabel, { exact: true }),
    ).toHaveValue(brCodeField(chosenCode, "62", "05") ?? "");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    for (const viewport of [phone, desktop]) {
      test(`at ${viewport.width} px, the page gives the open-amount code, its QR code and the bank data; the notify form says how to write to the fund; nothing waits for a script`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto("/doacao");
        const code = (await shownCode(page).textContent()) ?? "";
        expect(hasValidCrc(code)).toBe(true);
        // The choice of amount and the copy buttons wait for the script; without it, nothing of
        // them shows.
        for (const reais of give.amounts)
          await expect(
            page.getByRole("radio", { name: amountLabel(reais), exact: true }),
          ).toHaveCount(0);
        await expect(
          page.getByRole("textbox", {
            name: give.otherAmountLabel,
            exact: true,
          }),
        ).toHaveCount(0);
        for (const label of [copyPaste.buttonLabel, copyKey.buttonLabel])
          await expect(
            page.getByRole("button", { name: label, exact: true }),
          ).toBeHidden();
        if (viewport.width < 768) await page.getByText(give.showQrCode).click();
        expect(
          await readAsCamera(
            page.getByRole("img", { name: qrCode.alt, exact: true }),
          ),
        ).toBe(code);
        // How to give every month is one tap away.
        await page.getByText(monthly.title, { exact: true }).click();
        for (const step of monthly.steps)
          await expect(
            page.getByRole("listitem").filter({ hasText: step }),
          ).toBeVisible();
        const card = page
          .getByRole("main")
          .getByRole("article")
          .filter({
            has: page.getByRole("heading", {
              name: bank.cardTitle,
              exact: true,
            }),
          });
        for (const value of [
          bankAccount.beneficiary,
          bankAccount.bank,
          bankAccount.branch,
          bankAccount.account,
          donationPix.key,
        ])
          await expect(card.getByText(value, { exact: true })).toBeVisible();

        // The notify form starts with the fund's contacts and shows none of its fields.
        const form = page
          .getByRole("region", { name: notifyTexts.title, exact: true })
          .locator("form");
        const note = form.locator(":scope > *").first();
        await expect(note.getByText(notifyTexts.withoutScript)).toBeVisible();
        await expect(note.getByRole("link")).toHaveCount(2);
        for (const role of ["textbox", "radio", "checkbox", "button"] as const)
          await expect(form.getByRole(role)).toHaveCount(0);
        await expect(form.getByLabel(notifyTexts.dateLabel)).toBeHidden();

        // A code the donor copies from abroad is selected whole with one click.
        const fromAbroad = page.getByRole("region", {
          name: abroad.title,
          exact: true,
        });
        for (const text of [
          abroad.partner.ein,
          abroad.wire.swift,
          bankAccount.account,
        ]) {
          await fromAbroad.getByText(text, { exact: true }).click();
          expect(await selection(page)).toBe(text);
        }
        expect(await documentWidth(page)).toBeLessThanOrEqual(viewport.width);
      });
    }
  });
});
