// /doacao after the gift, in a browser: the form that tells the fund who gave, wired to the Pix
// block above it, opening a WhatsApp chat or an e-mail with the message (it sends nothing
// itself); its fields shown and hidden by the page's styles; the questions opened with the
// keyboard. What the built page says (the form without JavaScript, the questions and their
// JSON-LD, the other ways to give) is proved in test/built/donate.test.ts; the form's logic beside
// its code.
import type { Locator, Page } from "@playwright/test";
import { formatShortDate } from "../app/lib/dates";
import { typedAmount } from "../app/lib/donation-notice";
import { formatDonationAmount, formatMoney } from "../app/lib/money";
import { brCodeField } from "../test/br-code";
import {
  donationContacts,
  donationPage,
  donationQuestions,
  inEnglish,
  notifyTexts as texts,
} from "../test/content";
import { englishRoutes } from "../test/site-routes";
import { escapeRegExp } from "../test/text-patterns";
import { expect, test } from "./fixtures";

const FUND_WHATSAPP_DIGITS = donationContacts.whatsapp.replace(/\D/g, "");

/** A donor's answers, as typed, and how the message must carry them. */
const donor = {
  name: "Marina Teixeira Lopes",
  whatsapp: "(12) 99123-4567",
  whatsappInMessage: "+55 12 99123-4567",
  email: "marina.lopes@exemplo.com.br",
};

function notifySection(page: Page, title = texts.title): Locator {
  return page
    .getByRole("main")
    .getByRole("region", { name: title, exact: true });
}

const field = (section: Locator, label: string) =>
  section.getByLabel(label, { exact: true });

/** The donor's day, as the browser's clock and time zone say. */
function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const two = (value: number) => String(value).padStart(2, "0");
    return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  });
}

test.describe("whatever the content", { tag: "@any-content" }, () => {
  test("at 375 px, the form starts from the gift chosen in the Pix block and today's date, shows only the chosen channel's and tribute's fields, and opens a WhatsApp chat with the fund in a new tab, holding every field", async ({
    page,
    context,
  }) => {
    const opened: string[] = [];
    await context.route("https://wa.me/**", (route) => {
      opened.push(route.request().url());
      return route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>WhatsApp</title>",
      });
    });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/doacao");
    const { give } = donationPage;
    const cents = Math.round((give.amounts.at(-1) ?? Number.NaN) * 100);
    const pixBlock = page.locator("give-by-pix");
    await pixBlock
      .getByRole("radio", { name: formatDonationAmount(cents), exact: true })
      .check();
    await pixBlock
      .getByRole("textbox", { name: give.classLabel, exact: true })
      .fill("t98");
    const code = pixBlock.getByText(/^000201/);
    await expect(code).toContainText("T98");
    const reference = brCodeField((await code.textContent()) ?? "", "62", "05");
    expect(reference).toMatch(/^T98[A-Z0-9]+$/);

    const section = notifySection(page);
    await expect(field(section, texts.amountLabel)).toHaveValue(
      typedAmount(cents, "pt-BR"),
    );
    await expect(field(section, texts.classLabel)).toHaveValue("T98");
    await expect(field(section, texts.referenceLabel)).toHaveValue(
      reference ?? "",
    );
    const today = await browserToday(page);
    await expect(field(section, texts.dateLabel)).toHaveValue(today);

    await field(section, texts.nameLabel).fill(donor.name);
    await field(section, texts.whatsappLabel).fill(donor.whatsapp);
    // Only the chosen channel's field, and no tribute's fields until one is chosen.
    await expect(field(section, texts.emailLabel)).toBeHidden();
    await expect(field(section, texts.honoreeLabel)).toBeHidden();
    await section.getByRole("radio", { name: texts.tributeMemory }).check();
    await expect(field(section, texts.honoreeLabel)).toBeVisible();
    await field(section, texts.honoreeLabel).fill("Prof. Carlos Nogueira");
    await field(section, texts.tellNameLabel).fill("Helena Nogueira");
    await field(section, texts.tellContactLabel).fill("helena@exemplo.com.br");
    await section.getByRole("checkbox", { name: texts.receiptLabel }).check();
    await field(section, texts.cpfLabel).fill("529.982.247-25");

    const popup = page.waitForEvent("popup");
    await section.getByRole("button", { name: texts.submitLabel }).click();
    const chatPage = await popup;
    await chatPage.waitForLoadState();
    const chat = new URL(chatPage.url());
    expect(`${chat.origin}${chat.pathname}`).toBe(
      `https://wa.me/${FUND_WHATSAPP_DIGITS}`,
    );
    expect(opened).toEqual([chat.href]);
    const { message } = texts;
    const lines = chat.searchParams.get("text")?.split("\n");
    expect(lines?.[0]).toBe(message.greeting);
    expect(lines).toEqual(
      expect.arrayContaining([
        `${message.name}: ${donor.name}`,
        `${message.class}: T98`,
        `${message.amount}: ${formatDonationAmount(cents)}`,
        `${message.date}: ${formatShortDate(today)}`,
        `${message.reference}: ${reference}`,
        `${message.listing}: ${texts.listingByName}`,
        `${message.receipt}: ${message.receiptYes}`,
        `${message.cpf}: 529.982.247-25`,
        `${texts.tributeMemory}: Prof. Carlos Nogueira`,
        `${message.tell}: Helena Nogueira, helena@exemplo.com.br`,
        `${message.reply}: ${texts.channelWhatsapp}, ${donor.whatsappInMessage}`,
      ]),
    );

    // The page stays as the donor left it, and offers the link again.
    const status = section.getByRole("status");
    await expect(status).toContainText(texts.opened);
    await expect(
      status.getByRole("link", { name: texts.openLinkLabel }),
    ).toHaveAttribute("href", chat.href);
    await expect(field(section, texts.nameLabel)).toHaveValue(donor.name);
  });

  test("at 1280 px, the form says what is wrong right below each field and keeps what was typed; by e-mail it opens a new e-mail to the fund holding every field", async ({
    page,
  }) => {
    // Record each mailto: link the page activates, and keep the headless browser from handing it
    // to a mail program it does not have.
    await page.addInitScript(() => {
      const activated: string[] = [];
      Object.assign(window, { activatedMailto: activated });
      window.addEventListener(
        "click",
        (event) => {
          const link = (event.target as Element).closest?.(
            "a[href^='mailto:']",
          );
          if (!(link instanceof HTMLAnchorElement)) return;
          activated.push(link.href);
          event.preventDefault();
        },
        { capture: true },
      );
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/doacao");
    const section = notifySection(page);
    const name = field(section, texts.nameLabel);
    const turma = field(section, texts.classLabel);
    const amount = field(section, texts.amountLabel);
    const whatsapp = field(section, texts.whatsappLabel);

    await turma.fill("t07");
    await amount.fill("10.50");
    await whatsapp.fill("9912-345");
    await section.getByRole("button", { name: texts.submitLabel }).click();
    for (const [control, message] of [
      [name, texts.errors.name],
      [amount, donationPage.give.amountErrors.separators],
      [whatsapp, texts.errors.whatsapp],
    ] as const) {
      await expect(control).toHaveAttribute("aria-invalid", "true");
      await expect(control).toHaveAccessibleDescription(
        new RegExp(escapeRegExp(message)),
      );
      const error = control.locator("xpath=following-sibling::*[1]");
      await expect(error).toBeVisible();
      await expect(error).toHaveText(message);
    }
    await expect(name).toBeFocused();
    await expect(amount).toHaveValue("10.50");

    // Enter sends the form again; the focus goes to the next field still wrong.
    await name.fill(donor.name);
    await page.keyboard.press("Enter");
    await expect(name).not.toHaveAttribute("aria-invalid");
    await expect(amount).toBeFocused();

    // Answered by e-mail: only the e-mail's field shows.
    await section.getByRole("radio", { name: texts.channelEmail }).check();
    await expect(whatsapp).toBeHidden();
    const email = field(section, texts.emailLabel);
    await expect(email).toBeVisible();
    await amount.fill("2.500,50");
    await section.getByRole("radio", { name: texts.listingAnonymous }).check();
    await email.fill(donor.email);
    const reference = await field(section, texts.referenceLabel).inputValue();
    await email.press("Enter");

    await expect(section.getByRole("status")).toContainText(texts.opened);
    const activated = await page.evaluate(
      () =>
        (window as unknown as { activatedMailto: string[] }).activatedMailto,
    );
    expect(activated).toHaveLength(1);
    const href = activated[0] ?? "";
    expect(href).toMatch(
      new RegExp(`^mailto:${escapeRegExp(donationContacts.email)}\\?`),
    );
    const query = new URLSearchParams(href.slice(href.indexOf("?")));
    expect(query.get("subject")).toBe(texts.message.emailSubject);
    const { message } = texts;
    expect(query.get("body")?.split("\r\n")).toEqual([
      message.greeting,
      `${message.name}: ${donor.name}`,
      `${message.class}: T07`,
      `${message.way}: ${texts.wayPix}`,
      `${message.amount}: R$ 2.500,50`,
      `${message.date}: ${formatShortDate(await browserToday(page))}`,
      `${message.reference}: ${reference}`,
      `${message.listing}: ${texts.listingAnonymous}`,
      `${message.receipt}: ${message.receiptNo}`,
      `${message.reply}: ${texts.channelEmail}, ${donor.email}`,
    ]);
    await expect(
      section
        .getByRole("status")
        .getByRole("link", { name: texts.openLinkLabel }),
    ).toHaveAttribute("href", href);

    // Back on WhatsApp, the number typed before is still there.
    await section.getByRole("radio", { name: texts.channelWhatsapp }).check();
    await expect(whatsapp).toHaveValue("9912-345");
  });

  test("a question opens and closes with the keyboard, and an answer's link to a section of the page leads there", async ({
    page,
  }) => {
    await page.goto("/doacao");
    const main = page.getByRole("main");
    // Every question is the same native disclosure (test/built/donate.test.ts): one is tried.
    const [first] = donationQuestions;
    if (!first)
      throw new Error("content/pt-BR/doacao-ajuda.yml has no question");
    const summary = main.locator("summary", { hasText: first.question });
    const answer = main.getByText(
      first.answer.split(/\n\s*\n/)[0]?.trim() ?? "",
      {
        exact: true,
      },
    );
    await expect(answer).toBeHidden();
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(answer).toBeVisible();
    await page.keyboard.press("Space");
    await expect(answer).toBeHidden();

    const linking = donationQuestions.find((item) =>
      item.link?.href.startsWith("#"),
    );
    if (!linking?.link) return;
    await main.locator("summary", { hasText: linking.question }).click();
    await main.getByRole("link", { name: linking.link.label }).click();
    await expect(page).toHaveURL(new RegExp(`${linking.link.href}$`));
    await expect(main.locator(linking.link.href)).toBeInViewport();
  });
});

// The English page is published only while its files are all written in English.
if (englishRoutes.includes("/en/give"))
  test("on /en/give, a gift in US dollars through the US partner is written in dollars, with the way and no Pix reference", async ({
    page,
    context,
  }) => {
    const words = inEnglish("donationHelp").notify;
    await context.route("https://wa.me/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>WhatsApp</title>",
      }),
    );
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/en/give");
    const section = notifySection(page, words.title);
    // The Pix block's code gives the form a reference, which a gift through the partner never used.
    const referenceField = field(section, words.referenceLabel);
    await expect(referenceField).not.toHaveValue("");
    const reference = await referenceField.inputValue();
    const currency = section.getByRole("combobox", {
      name: words.currencyLabel,
    });
    await expect(currency).toBeHidden();

    await section.getByRole("radio", { name: words.wayPartner }).check();
    await expect(referenceField).toBeHidden();
    await expect(currency).toBeVisible();
    await expect(currency).toHaveValue("USD");
    await field(section, words.nameLabel).fill(donor.name);
    await field(section, words.amountLabel).fill("US$ 1,000");
    await field(section, words.whatsappLabel).fill("+1 202 555 0100");

    const popup = page.waitForEvent("popup");
    await section.getByRole("button", { name: words.submitLabel }).click();
    const chatPage = await popup;
    await chatPage.waitForLoadState();
    const lines =
      new URL(chatPage.url()).searchParams.get("text")?.split("\n") ?? [];
    const { message } = words;
    expect(lines).toEqual(
      expect.arrayContaining([
        `${message.name}: ${donor.name}`,
        `${message.way}: ${words.wayPartner}`,
        `${message.amount}: ${formatMoney(100_000, "USD", "en")}`,
      ]),
    );
    expect(lines.join("\n")).not.toContain(reference);
    expect(
      lines.filter((line) => line.startsWith(`${message.reference}:`)),
    ).toEqual([]);
  });
