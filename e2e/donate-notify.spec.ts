// /doacao after the gift: the form that tells the fund who gave (it opens a WhatsApp chat or an
// e-mail with the message, and sends nothing itself), the donors' questions, and the other ways
// to give that the content may list. Texts and contacts come from content/pt-BR/doacao-ajuda.yml.
import type { Locator, Page } from "@playwright/test";
import { fillIn } from "../app/lib/fill-in";
import { NOTICE_LIMITS, typedAmount } from "../app/lib/donation-notice";
import { formatShortDate } from "../app/lib/dates";
import { formatDonationAmount } from "../app/lib/money";
import {
  donationContacts,
  donationPage,
  donationQuestions,
  inEnglish,
  notifyTexts as texts,
  otherWays,
  otherWaysSection,
} from "../test/content";
import { expectEveryQuestionAnswered, faqPageOn } from "./faq-page";
import { expect, test } from "./fixtures";
import { escapeRegExp } from "../test/text-patterns";

/** The phone and desktop widths the form is tried at. */
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

const FUND_WHATSAPP_DIGITS = donationContacts.whatsapp.replace(/\D/g, "");

/** A donor's answers, as typed, and how the message must carry them. */
const donor = {
  name: "Marina Teixeira Lopes",
  turma: "t07",
  turmaInMessage: "T07",
  amount: "2.500,50",
  amountInMessage: "R$ 2.500,50",
  whatsapp: "(12) 99123-4567",
  whatsappInMessage: "+55 12 99123-4567",
  email: "marina.lopes@exemplo.com.br",
};

function notifySection(page: Page): Locator {
  return page
    .getByRole("main")
    .getByRole("region", { name: texts.title, exact: true });
}

const field = (section: Locator, label: string) =>
  section.getByLabel(label, { exact: true });

async function fillValidForm(section: Locator) {
  await field(section, texts.nameLabel).fill(donor.name);
  await field(section, texts.classLabel).fill(donor.turma);
  await field(section, texts.amountLabel).fill(donor.amount);
  await field(section, texts.whatsappLabel).fill(donor.whatsapp);
}

/** The donor's day, as the browser's clock and time zone say. */
function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const two = (value: number) => String(value).padStart(2, "0");
    return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  });
}

/** Every line the message must hold, for the donor above, these choices and the gift's day and reference. */
function expectedLines({
  anonymous,
  receipt,
  channel,
  date,
  reference,
}: {
  anonymous: boolean;
  receipt: boolean;
  channel: "whatsapp" | "email";
  date: string;
  reference: string;
}): string[] {
  const { message } = texts;
  return [
    message.greeting,
    `${message.name}: ${donor.name}`,
    `${message.class}: ${donor.turmaInMessage}`,
    `${message.amount}: ${donor.amountInMessage}`,
    `${message.date}: ${formatShortDate(date)}`,
    `${message.reference}: ${reference}`,
    `${message.listing}: ${anonymous ? texts.listingAnonymous : texts.listingByName}`,
    `${message.receipt}: ${receipt ? message.receiptYes : message.receiptNo}`,
    channel === "whatsapp"
      ? `${message.reply}: ${texts.channelWhatsapp}, ${donor.whatsappInMessage}`
      : `${message.reply}: ${texts.channelEmail}, ${donor.email}`,
  ];
}

test("the form refuses an empty name, a bad amount and a bad contact, says why beside each field, and keeps what was typed", async ({
  page,
}) => {
  await page.goto("/doacao");
  const section = notifySection(page);
  const name = field(section, texts.nameLabel);
  const turma = field(section, texts.classLabel);
  const amount = field(section, texts.amountLabel);
  const whatsapp = field(section, texts.whatsappLabel);

  await turma.fill(donor.turma);
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
    // Right below its field.
    const error = control.locator("xpath=following-sibling::*[1]");
    await expect(error).toBeVisible();
    await expect(error).toHaveText(message);
  }
  await expect(turma).not.toHaveAttribute("aria-invalid");
  await expect(name).toBeFocused();
  await expect(turma).toHaveValue(donor.turma);
  await expect(amount).toHaveValue("10.50");
  await expect(whatsapp).toHaveValue("9912-345");

  // Once the name is there, the focus goes to the next field still wrong.
  await name.fill(donor.name);
  await page.keyboard.press("Enter");
  await expect(name).not.toHaveAttribute("aria-invalid");
  await expect(amount).toBeFocused();

  // The e-mail is checked when the donor chooses to be answered by e-mail.
  await section.getByRole("radio", { name: texts.channelEmail }).check();
  await expect(whatsapp).toBeHidden();
  const email = field(section, texts.emailLabel);
  await email.fill("marina@exemplo");
  await amount.fill(donor.amount);
  await section.getByRole("button", { name: texts.submitLabel }).click();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(
    new RegExp(escapeRegExp(texts.errors.email)),
  );
  await expect(email).toBeFocused();
  await expect(
    section.getByRole("status", { includeHidden: true }),
  ).toBeEmpty();

  // Back on WhatsApp, the number typed before is still there.
  await section.getByRole("radio", { name: texts.channelWhatsapp }).check();
  await expect(whatsapp).toHaveValue("9912-345");
});

test("a valid form opens a WhatsApp chat with the fund, in a new tab, holding every field", async ({
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
  await page.goto("/doacao");
  const section = notifySection(page);
  await fillValidForm(section);
  await section.getByRole("checkbox", { name: texts.receiptLabel }).check();
  const reference = await field(section, texts.referenceLabel).inputValue();
  expect(reference).toMatch(/^DOACAO[A-Z0-9]+$/);

  const popup = page.waitForEvent("popup");
  await section.getByRole("button", { name: texts.submitLabel }).click();
  const chatPage = await popup;
  await chatPage.waitForLoadState();
  const chat = new URL(chatPage.url());

  expect(`${chat.origin}${chat.pathname}`).toBe(
    `https://wa.me/${FUND_WHATSAPP_DIGITS}`,
  );
  expect(chat.searchParams.get("text")?.split("\n")).toEqual(
    expectedLines({
      anonymous: false,
      receipt: true,
      channel: "whatsapp",
      date: await browserToday(page),
      reference,
    }),
  );
  expect(opened).toEqual([chat.href]);

  // The page stays as the donor left it, and offers the link again.
  const status = section.getByRole("status");
  await expect(status).toContainText(texts.opened);
  await expect(
    status.getByRole("link", { name: texts.openLinkLabel }),
  ).toHaveAttribute("href", chat.href);
  await expect(field(section, texts.nameLabel)).toHaveValue(donor.name);
});

test("choosing e-mail opens a new e-mail to the fund holding every field", async ({
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
        const link = (event.target as Element).closest?.("a[href^='mailto:']");
        if (!(link instanceof HTMLAnchorElement)) return;
        activated.push(link.href);
        event.preventDefault();
      },
      { capture: true },
    );
  });
  await page.goto("/doacao");
  const section = notifySection(page);
  await fillValidForm(section);
  await section.getByRole("radio", { name: texts.listingAnonymous }).check();
  await section.getByRole("radio", { name: texts.channelEmail }).check();
  await field(section, texts.emailLabel).fill(donor.email);
  const reference = await field(section, texts.referenceLabel).inputValue();
  await field(section, texts.emailLabel).press("Enter");

  await expect(section.getByRole("status")).toContainText(texts.opened);
  const activated = await page.evaluate(
    () => (window as unknown as { activatedMailto: string[] }).activatedMailto,
  );
  expect(activated).toHaveLength(1);
  const href = activated[0] ?? "";
  expect(href).toMatch(
    new RegExp(`^mailto:${escapeRegExp(donationContacts.email)}\\?`),
  );
  const query = new URLSearchParams(href.slice(href.indexOf("?")));
  expect(query.get("subject")).toBe(texts.message.emailSubject);
  expect(query.get("body")?.split("\r\n")).toEqual(
    expectedLines({
      anonymous: true,
      receipt: false,
      channel: "email",
      date: await browserToday(page),
      reference,
    }),
  );
  await expect(
    section
      .getByRole("status")
      .getByRole("link", { name: texts.openLinkLabel }),
  ).toHaveAttribute("href", href);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.width} px the form starts by saying how to write to the fund, with its contacts as links, and shows no field`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/doacao");
      const form = notifySection(page).locator("form");
      const note = form.locator(":scope > *").first();
      await expect(note).toBeVisible();
      await expect(note.getByText(texts.withoutScript)).toBeVisible();
      await expect(
        note.getByRole("link", {
          name: new RegExp(`^${escapeRegExp(texts.direct.whatsappLabel)}: `),
        }),
      ).toHaveAttribute("href", `https://wa.me/${FUND_WHATSAPP_DIGITS}`);
      await expect(
        note.getByRole("link", {
          name: `${texts.direct.emailLabel}: ${donationContacts.email}`,
          exact: true,
        }),
      ).toHaveAttribute("href", `mailto:${donationContacts.email}`);
      for (const role of ["textbox", "radio", "checkbox", "button"] as const)
        await expect(form.getByRole(role)).toHaveCount(0);
      await expect(form.getByLabel(texts.dateLabel)).toBeHidden();
    });
  }
});

/** The reference a Pix Copia e Cola code carries: field 62, its field 05. */
function referenceOf(code: string): string {
  const fields = (text: string) => {
    const found = new Map<string, string>();
    for (let at = 0; at + 4 <= text.length;) {
      const length = Number(text.slice(at + 2, at + 4));
      found.set(text.slice(at, at + 2), text.slice(at + 4, at + 4 + length));
      at += 4 + length;
    }
    return found;
  };
  return fields(fields(code).get("62") ?? "").get("05") ?? "";
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px, the form shows the amount, class and reference chosen in the Pix block and today's date, and the tribute reaches the message`, async ({
    page,
    context,
  }) => {
    await context.route("https://wa.me/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>WhatsApp</title>",
      }),
    );
    await page.setViewportSize(viewport);
    await page.goto("/doacao");
    const { give } = donationPage;
    const reais = give.amounts.at(-1) ?? Number.NaN;
    const cents = Math.round(reais * 100);
    const pixBlock = page.locator("give-by-pix");
    await pixBlock
      .getByRole("radio", {
        name: new RegExp(
          `^R\\$\\s?${escapeRegExp(typedAmount(cents, "pt-BR"))}$`,
        ),
      })
      .check();
    await pixBlock
      .getByRole("textbox", { name: give.classLabel, exact: true })
      .fill("T98");
    const code = pixBlock.getByText(/^000201/);
    await expect(code).toContainText("T98");
    const reference = referenceOf((await code.textContent()) ?? "");
    expect(reference).toMatch(/^T98[A-Z0-9]+$/);

    const section = notifySection(page);
    await expect(field(section, texts.amountLabel)).toHaveValue(
      typedAmount(cents, "pt-BR"),
    );
    await expect(field(section, texts.classLabel)).toHaveValue("T98");
    await expect(field(section, texts.referenceLabel)).toHaveValue(reference);
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
    await field(section, texts.cpfLabel).fill("529.982.247-25");
    const popup = page.waitForEvent("popup");
    await section.getByRole("button", { name: texts.submitLabel }).click();
    await (await popup).close();

    const href = await section
      .getByRole("status")
      .getByRole("link", { name: texts.openLinkLabel })
      .getAttribute("href");
    const lines = new URL(href ?? "").searchParams.get("text")?.split("\n");
    const { message } = texts;
    expect(lines).toEqual(
      expect.arrayContaining([
        `${message.class}: T98`,
        `${message.amount}: ${formatDonationAmount(cents, "pt-BR")}`,
        `${message.date}: ${formatShortDate(today)}`,
        `${message.reference}: ${reference}`,
        `${message.cpf}: 529.982.247-25`,
        `${texts.tributeMemory}: Prof. Carlos Nogueira`,
        `${message.tell}: Helena Nogueira, helena@exemplo.com.br`,
      ]),
    );
  });

  test(`at ${viewport.width} px, a field takes no more than its limit, says it beside it, and a longer value is refused with its message`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/doacao");
    const section = notifySection(page);
    const name = field(section, texts.nameLabel);
    const limit = fillIn(texts.limit, { max: NOTICE_LIMITS.name });
    await expect(name).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(limit)),
    );
    await name.pressSequentially("A".repeat(NOTICE_LIMITS.name + 5));
    await expect(name).toHaveValue("A".repeat(NOTICE_LIMITS.name));

    // A value set around the limit, as autofill or a script may.
    await name.evaluate((input: HTMLInputElement, length) => {
      input.value = "A".repeat(length);
    }, 50_000);
    await section.getByRole("button", { name: texts.submitLabel }).click();
    const tooLong = fillIn(texts.errors.tooLong, { max: NOTICE_LIMITS.name });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(tooLong)),
    );
    await expect(section.getByText(tooLong, { exact: true })).toBeVisible();
    await expect(name).toBeFocused();
  });
}

test("on /en/give the form follows the Pix block in English: the amount as English writes it, the limits in English", async ({
  page,
}) => {
  const { give } = inEnglish("donation").page;
  const { notify } = inEnglish("donationHelp");
  await page.goto("/en/give");
  const reais = give.amounts.at(-1) ?? Number.NaN;
  const cents = Math.round(reais * 100);
  const pixBlock = page.locator("give-by-pix");
  await pixBlock
    .getByRole("radio", {
      name: new RegExp(`^R\\$\\s?${escapeRegExp(typedAmount(cents, "en"))}$`),
    })
    .check();
  const section = page
    .getByRole("main")
    .getByRole("region", { name: notify.title, exact: true });
  await expect(field(section, notify.amountLabel)).toHaveValue(
    typedAmount(cents, "en"),
  );
  await expect(field(section, notify.referenceLabel)).toHaveValue(
    /^DOACAO[A-Z0-9]+$/,
  );
  await expect(field(section, notify.nameLabel)).toHaveAccessibleDescription(
    new RegExp(escapeRegExp(fillIn(notify.limit, { max: NOTICE_LIMITS.name }))),
  );
});

test("each answer opens and closes with the keyboard", async ({ page }) => {
  await page.goto("/doacao");
  const main = page.getByRole("main");
  for (const { question, answer } of donationQuestions) {
    const firstParagraph = answer.split(/\n\s*\n/)[0]?.trim() ?? "";
    const summary = main.locator("summary", { hasText: question });
    const answerText = main.getByText(firstParagraph, { exact: true });
    await expect(answerText).toBeHidden();
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(answerText).toBeVisible();
    await page.keyboard.press("Space");
    await expect(answerText).toBeHidden();
    await page.keyboard.press("Space");
    await expect(answerText).toBeVisible();
  }
});

test("an answer's link to a section of the page leads there", async ({
  page,
}) => {
  const question = donationQuestions.find((item) =>
    item.link?.href.startsWith("#"),
  );
  test.skip(!question?.link, "no answer links to a section of the page");
  await page.goto("/doacao");
  const main = page.getByRole("main");
  await main.locator("summary", { hasText: question?.question }).click();
  await main.getByRole("link", { name: question?.link?.label }).click();
  await expect(page).toHaveURL(new RegExp(`${question?.link?.href}$`));
  await expect(main.locator(question?.link?.href ?? "")).toBeInViewport();
});

test("the page's JSON-LD holds a FAQPage with every question and its answer", async ({
  page,
}) => {
  await page.goto("/doacao");
  expectEveryQuestionAnswered(await faqPageOn(page), donationQuestions);
});

test("the page lists each other way to give of the content, in a new tab, and no such section without one", async ({
  page,
}) => {
  await page.goto("/doacao");
  const section = page
    .getByRole("main")
    .getByRole("region", { name: otherWaysSection.title });
  if (otherWays.length === 0) {
    await expect(section).toHaveCount(0);
    return;
  }
  await expect(section.getByText(otherWaysSection.lead)).toBeVisible();
  for (const way of otherWays) {
    const link = section.getByRole("link", {
      name: `${way.label} ${donationPage.newTabHint}`,
    });
    await expect(link).toHaveAttribute("href", way.url);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(section.getByText(way.description)).toBeVisible();
  }
  await expect(section.getByRole("link")).toHaveCount(otherWays.length);
});
