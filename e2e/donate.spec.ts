import type { Locator, Page } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";
import {
  abroad,
  bankAccount,
  donationPage,
  donationPix,
  newsArticles,
  site,
} from "../test/content";
import { crc16Hex } from "../app/lib/crc16";
import {
  amountErrorMessages,
  parseDonationAmount,
} from "../app/lib/donation-amount";
import { toBrCodeText } from "../app/lib/pix";
import { parsePixKey } from "../app/lib/pix-key";
import { expect, test, readClipboard } from "./fixtures";
import { escapeRegExp } from "../test/text-patterns";
import { filesLoadedBy } from "./loaded-files";
import { newsArticlePath } from "../test/site-routes";

const KEY_AS_SHOWN = donationPix.key;
// The key is copied, and carried in the BR Code, as the Pix directory stores it (a CNPJ or CPF as
// its characters without punctuation, an e-mail in lowercase...): every bank app accepts that.
const KEY_AS_COPIED = parsePixKey(KEY_AS_SHOWN).value;
const { give, bank, campaign, copyKey, copyPaste, qrCode, monthly } =
  donationPage;
// The other-amount field's messages as the page shows them, the largest amount written in.
const AMOUNT_ERRORS = amountErrorMessages(give.amountErrors, "pt-BR");
const QR_ALT = qrCode.alt;
/** A line of the wire's details: its label and the value shown beside it. */
type Fact = [label: string, value: string | RegExp];
const phone = { width: 375, height: 812 };
const [article] = newsArticles;
if (!article) throw new Error("content/pt-BR/noticias has no article");
const articlePath = newsArticlePath(article);

/** EMV data objects of a BR Code (or of one template inside it), by id. */
function readFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at < payload.length;) {
    const length = Number(payload.slice(at + 2, at + 4));
    expect(Number.isInteger(length), `length at ${at} of ${payload}`).toBe(
      true,
    );
    fields.set(
      payload.slice(at, at + 2),
      payload.slice(at + 4, at + 4 + length),
    );
    at += 4 + length;
  }
  return fields;
}

/** What a phone's camera reads from the QR code image on the page. */
async function decodeQrCode(image: Locator): Promise<string | undefined> {
  const { data, info } = await sharp(await image.screenshot())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return (
    jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ??
    undefined
  );
}

/**
 * What a phone's camera reads from the Pix block as the screen shows it, QR code hidden or not:
 * the block is photographed whole, so a QR code left anywhere in it is found.
 */
async function readBlockAsCamera(page: Page): Promise<string | undefined> {
  const block = page.getByRole("region", { name: give.title, exact: true });
  const { data, info } = await sharp(await block.screenshot())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return (
    jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ??
    undefined
  );
}

/** The checks every BR Code passes: "6304" and a CRC of the text before it. */
function expectValidCrc(payload: string) {
  expect(payload).toMatch(/^000201.*6304[0-9A-F]{4}$/);
  expect(payload.slice(-4)).toBe(crc16Hex(payload.slice(0, -4)));
}

/** How a suggested amount of the content reads on its button: 1000 → "R$ 1.000". */
function amountLabel(reais: number): string {
  const [whole = "", cents] = reais.toFixed(2).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ".");
  return `R$ ${grouped}${cents === "00" ? "" : `,${cents}`}`;
}

/** The button that copies the Pix Copia e Cola code. */
function copyCodeButton(scope: Page | Locator) {
  return scope.getByRole("button", {
    name: copyPaste.buttonLabel,
    exact: true,
  });
}

/** The card of the fund's account in Brazil and its Pix key. */
function bankCard(page: Page) {
  return page
    .getByRole("main")
    .getByRole("article")
    .filter({
      has: page.getByRole("heading", { name: bank.cardTitle, exact: true }),
    });
}

/** The message under a field, not the summary above the code that repeats it. */
function fieldError(page: Page, message: string) {
  return page
    .getByText(message, { exact: true })
    .and(page.locator(":not([role=status])"));
}

/** The "Copia e Cola" text the page shows now. */
function shownCode(page: Page) {
  return page.getByText(/^000201/);
}

test("the donation page shows the campaign and the bank data", async ({
  page,
  request,
}) => {
  await page.goto("/doacao");
  const main = page.getByRole("main");
  await expect(
    main.getByRole("heading", {
      level: 1,
      name: donationPage.hero.title,
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    main.getByRole("heading", { name: campaign.title, exact: true }),
  ).toBeVisible();

  const campaignLink = main.getByRole("link", {
    name: `${campaign.linkLabel} ${donationPage.newTabHint}`,
    exact: true,
  });
  await expect(campaignLink).toHaveAttribute("href", campaign.pdfPath);
  await expect(campaignLink).toHaveAttribute("target", "_blank");
  await expect(campaignLink).toHaveAttribute("rel", "noopener noreferrer");
  const pdf = await request.get(
    (await campaignLink.getAttribute("href")) ?? "",
  );
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  const card = bankCard(page);
  const rows = [
    [bank.beneficiaryLabel, bankAccount.beneficiary],
    [bank.bankLabel, bankAccount.bank],
    [bank.branchLabel, bankAccount.branch],
    [bank.accountLabel, bankAccount.account],
    [`${bank.keyLabel} (${donationPix.keyKind})`, KEY_AS_SHOWN],
  ] as const;
  await expect(card.getByRole("term")).toHaveText(rows.map(([label]) => label));
  await expect(card.getByRole("definition")).toHaveText(
    rows.map(([, value]) => new RegExp(`^${escapeRegExp(value)}`)),
  );
  for (const [, value] of rows) {
    await expect(card.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(
    card.getByRole("button", { name: copyKey.buttonLabel, exact: true }),
  ).toBeVisible();
});

test("giving from abroad: the US partner foundation, matching gifts and the international wire, with the facts to copy", async ({
  page,
}) => {
  const { partner, matching, wire } = abroad;
  await page.goto("/doacao");
  const main = page.getByRole("main");
  const section = main.getByRole("region", { name: abroad.title, exact: true });
  await expect(
    section.getByRole("heading", { level: 2, name: abroad.title, exact: true }),
  ).toBeVisible();
  await expect(section.getByText(abroad.lead, { exact: true })).toBeVisible();

  // Each way has its own heading, and an address the questions can link to.
  const ways = [
    ["#give-from-the-us", partner.title],
    ["#matching-gifts", matching.title],
    ["#international-wire", wire.title],
  ] as const;
  for (const [id, title] of ways) {
    const way = section.locator(id);
    await expect(way).toHaveRole("region");
    await expect(way).toHaveAccessibleName(title);
    await expect(
      way.getByRole("heading", { level: 3, name: title, exact: true }),
    ).toBeVisible();
  }

  const us = section.locator("#give-from-the-us");
  await expect(us.getByText(partner.text, { exact: true })).toBeVisible();
  await expect(us.getByRole("term")).toHaveText([
    partner.nameLabel,
    partner.einLabel,
    partner.addressLabel,
    partner.designationLabel,
  ]);
  await expect(us.getByRole("definition")).toHaveText([
    partner.name,
    partner.ein,
    partner.address,
    partner.designation,
  ]);
  const partnerLink = us.getByRole("link", {
    name: `${partner.linkLabel} ${donationPage.newTabHint}`,
    exact: true,
  });
  await expect(partnerLink).toHaveAttribute("href", partner.url);
  await expect(partnerLink).toHaveAttribute("target", "_blank");
  await expect(partnerLink).toHaveAttribute("rel", "noopener noreferrer");
  await expect(us.getByRole("listitem")).toHaveText(partner.steps);
  await expect(us.getByText(partner.receipt, { exact: true })).toBeVisible();

  const matchingGifts = section.locator("#matching-gifts");
  await expect(
    matchingGifts.getByText(matching.text, { exact: true }),
  ).toBeVisible();
  await expect(matchingGifts.getByRole("listitem")).toHaveText(matching.steps);
  await expect(
    matchingGifts.getByText(matching.fundSends, { exact: true }),
  ).toBeVisible();

  // The wire's details, the fund's from site.yml and doacao.yml; IBAN and intermediary bank only
  // when the content has them.
  const wireSection = section.locator("#international-wire");
  await expect(wireSection.getByText(wire.lead, { exact: true })).toBeVisible();
  const { legalEntity } = site;
  const { intermediary } = wire;
  const facts: Fact[] = [
    [wire.beneficiaryLabel, legalEntity.name],
    [wire.cnpjLabel, legalEntity.cnpj],
    [bank.bankLabel, bankAccount.bank],
    [wire.swiftLabel, wire.swift],
    [bank.branchLabel, bankAccount.branch],
    [bank.accountLabel, bankAccount.account],
    ...(wire.iban ? [[wire.ibanLabel, wire.iban] satisfies Fact] : []),
    ...(intermediary
      ? [
          [
            wire.intermediaryLabel,
            new RegExp(
              `^${escapeRegExp(intermediary.bank)}.*${escapeRegExp(intermediary.swift)}` +
                (intermediary.account
                  ? `.*${escapeRegExp(intermediary.account)}$`
                  : "$"),
            ),
          ] satisfies Fact,
        ]
      : []),
    [wire.purposeLabel, wire.purpose],
  ];
  await expect(wireSection.getByRole("term")).toHaveText(
    facts.map(([label]) => label),
  );
  await expect(wireSection.getByRole("definition")).toHaveText(
    facts.map(([, value]) => value),
  );
  await expect(
    wireSection.getByText(wire.notes, { exact: true }),
  ).toBeVisible();

  // A code the donor copies is selected whole with one click.
  for (const code of [partner.ein, wire.swift, bankAccount.account]) {
    await section.getByText(code, { exact: true }).click();
    expect(
      await page.evaluate(() => window.getSelection()?.toString() ?? ""),
    ).toBe(code);
  }
});

test("copying the PIX key puts it on the clipboard as the bank apps take it and says so", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/doacao");
  await expect(
    page.getByRole("status").filter({ hasText: copyKey.copied }),
  ).toHaveCount(0);
  await page
    .getByRole("button", { name: copyKey.buttonLabel, exact: true })
    .click();
  await expect(
    page.getByRole("status").filter({ hasText: copyKey.copied }),
  ).toBeVisible();
  expect(await readClipboard(page)).toBe(KEY_AS_COPIED);
});

test("the copy-code button puts the whole Pix Copia e Cola code on the clipboard and says so", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/doacao");
  // Once its script runs, the block's code carries the page view's reference.
  await expect(copyCodeButton(page)).toBeVisible();
  const code = await page.getByText(/^000201/).textContent();
  expect(code).toMatch(/^000201.*6304[0-9A-F]{4}$/);
  await copyCodeButton(page).click();
  await expect(
    page.getByRole("status").filter({ hasText: copyPaste.copied }),
  ).toBeVisible();
  expect(await readClipboard(page)).toBe(code);
});

for (const { what, texts, selected } of [
  { what: "key", texts: copyKey, selected: KEY_AS_SHOWN },
  {
    what: "code",
    texts: copyPaste,
    selected: /^000201.*6304[0-9A-F]{4}$/,
  },
]) {
  test(`when the clipboard is refused, the copy-${what} button selects the text and says to copy it by hand`, async ({
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
      .getByRole("button", { name: texts.buttonLabel, exact: true })
      .click();
    await expect(
      page.getByRole("status").filter({ hasText: texts.refused }),
    ).toBeVisible();
    for (const copied of [copyKey.copied, copyPaste.copied]) {
      await expect(
        page.getByRole("status").filter({ hasText: copied }),
      ).toHaveCount(0);
    }
    const selection = await page.evaluate(
      () => window.getSelection()?.toString() ?? "",
    );
    if (typeof selected === "string") expect(selection).toBe(selected);
    else expect(selection).toMatch(selected);
  });
}

test("the QR code decodes to the Pix Copia e Cola code, with a valid CRC and the key shown", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/doacao");
  // Once its script runs, the block's code carries the page view's reference.
  await expect(copyCodeButton(page)).toBeVisible();
  const qrImage = page.getByRole("img", { name: QR_ALT });
  await expect(qrImage).toHaveAttribute("src", /^data:image\/svg\+xml,/);
  await expect(qrImage).toHaveAttribute("width", /^\d+$/);
  await expect(qrImage).toHaveAttribute("height", /^\d+$/);

  const screenshot = await qrImage.screenshot();
  const { data, info } = await sharp(screenshot)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  expect(decoded, "a readable QR code").not.toBeNull();
  const payload = decoded?.data ?? "";

  expect(payload.slice(-8, -4)).toBe("6304");
  expect(payload.slice(-4)).toBe(crc16Hex(payload.slice(0, -4)));
  const fields = readFields(payload);
  expect([...fields.keys()]).toEqual([
    "00",
    "26",
    "52",
    "53",
    "58",
    "59",
    "60",
    "62",
    "63",
  ]);
  expect(fields.get("00")).toBe("01");
  expect(fields.get("53")).toBe("986");
  expect(fields.get("58")).toBe("BR");
  expect(fields.get("59")).toBe(toBrCodeText(donationPix.merchantName));
  expect(fields.get("60")).toBe(toBrCodeText(donationPix.merchantCity));
  const account = readFields(fields.get("26") ?? "");
  expect(account.get("00")).toBe("br.gov.bcb.pix");

  await expect(
    bankCard(page).getByText(KEY_AS_SHOWN, { exact: true }),
  ).toBeVisible();
  expect(account.get("01")).toBe(KEY_AS_COPIED);
  await expect(page.getByText(payload, { exact: true })).toBeVisible();
  await copyCodeButton(page).click();
  await expect(
    page.getByRole("status").filter({ hasText: copyPaste.copied }),
  ).toBeVisible();
  expect(await readClipboard(page)).toBe(payload);
});

test("the top bar's donate link on an article opens the donation page with its QR code", async ({
  page,
}) => {
  await page.goto(articlePath);
  await page
    .getByRole("banner")
    .getByRole("link", { name: site.donateLink.name, exact: true })
    .click();
  await expect(page).toHaveURL("/doacao");
  const qrImage = page.getByRole("img", { name: QR_ALT });
  await expect(qrImage).toBeVisible();
  await expect(qrImage).toHaveAttribute("src", /^data:image\/svg\+xml,/);
  expect(
    await qrImage.evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBeGreaterThan(0);
  await expect(page.getByText(/^000201.*6304[0-9A-F]{4}$/)).toBeVisible();
});

test("at 375x812, only the title's line stands before the copy-code button, which one-word texts above it leave in the first screenful", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto("/doacao");
  const main = page.getByRole("main");
  const title = main.getByRole("heading", { level: 1 });
  const copyCode = copyCodeButton(main);
  await expect(copyCode).toBeVisible();
  // Nothing but the lead, the amount and the class stands between the title and the code.
  const between = await page.evaluate(() => {
    const title = document.querySelector("main h1")!;
    const code = document.getElementById("pix-copia-e-cola")!;
    return [...document.querySelectorAll("main h2")]
      .filter(
        (heading) =>
          title.compareDocumentPosition(heading) &
            Node.DOCUMENT_POSITION_FOLLOWING &&
          heading.compareDocumentPosition(code) &
            Node.DOCUMENT_POSITION_FOLLOWING,
      )
      .map((heading) => heading.textContent);
  });
  expect(between).toEqual([give.title]);
  await expect(
    main.getByRole("heading", { name: campaign.title, exact: true }),
  ).not.toBeInViewport();

  const shown = await copyCode.boundingBox();
  test.info().annotations.push({
    type: "copy-code button at 375x812, with the content's texts",
    description: `top ${shown?.y} px, bottom ${(shown?.y ?? 0) + (shown?.height ?? 0)} px`,
  });

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
  test.info().annotations.push({
    type: "copy-code button at 375x812, with one-word texts",
    description: `top ${box?.y} px, bottom ${(box?.y ?? 0) + (box?.height ?? 0)} px`,
  });
  expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(
    phone.height,
  );
});

test("choosing an amount and a class copies the code of that gift, and its QR code decodes to it", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.setViewportSize(phone);
  await page.goto("/doacao");
  const reais = give.amounts.includes(500)
    ? 500
    : (give.amounts[0] ?? Number.NaN);
  const openCode = await shownCode(page).textContent();

  await page
    .getByRole("radio", { name: amountLabel(reais), exact: true })
    .check();
  await page
    .getByRole("textbox", { name: give.classLabel, exact: true })
    .fill("T98");
  await expect(
    page.getByRole("status").filter({
      hasText: `${give.amountSummary}: ${amountLabel(reais)} · ${give.classSummary} T98`,
    }),
  ).toBeVisible();
  await expect(shownCode(page)).not.toHaveText(openCode ?? "");

  await copyCodeButton(page).click();
  const copied = page.getByRole("status").filter({ hasText: copyPaste.copied });
  await expect(copied).toBeVisible();
  await expect(
    copied.getByRole("link", { name: give.notifyLink }),
  ).toHaveAttribute("href", "#avise-o-fundo");
  const code = await readClipboard(page);
  await expect(shownCode(page)).toHaveText(code);

  expectValidCrc(code);
  const fields = readFields(code);
  expect(fields.get("54")).toBe(reais.toFixed(2));
  expect(readFields(fields.get("62") ?? "").get("05")).toMatch(
    /^T98[0-9A-Z]{4,6}$/,
  );
  const account = readFields(fields.get("26") ?? "");
  expect(account.get("01")).toBe(KEY_AS_COPIED);
  expect(account.get("02")).toMatch(/^DOACAO .*T98$/);

  await page.getByText(give.showQrCode).click();
  const qrImage = page.getByRole("img", { name: QR_ALT });
  await expect(qrImage).toHaveAttribute("src", /^data:image\/svg\+xml,/);
  expect(await decodeQrCode(qrImage)).toBe(code);

  // The notice form is one tap away.
  await copied.getByRole("link", { name: give.notifyLink }).click();
  await expect(page).toHaveURL(/#avise-o-fundo$/);
  await expect(page.locator("#avise-o-fundo")).toBeInViewport();
});

test("the other-amount field takes an amount as written in Brazil and says what is wrong next to the field", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/doacao");
  const otherAmount = page.getByRole("textbox", {
    name: give.otherAmountLabel,
    exact: true,
  });
  const copyCode = copyCodeButton(page);
  await expect(otherAmount).toHaveAttribute("inputmode", "decimal");

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
    // Next to the field: right under it, in its column.
    const [labelBox, fieldBox, errorBox] = await Promise.all([
      page.getByText(give.otherAmountLabel, { exact: true }).boundingBox(),
      otherAmount.boundingBox(),
      error.boundingBox(),
    ]);
    expect(errorBox!.y - (fieldBox!.y + fieldBox!.height)).toBeLessThan(24);
    expect(Math.abs(errorBox!.x - labelBox!.x)).toBeLessThan(2);
    await expect(copyCode).toBeDisabled();
  }

  await otherAmount.fill("1.234,56");
  await expect(otherAmount).not.toHaveAttribute("aria-invalid");
  await expect(page.getByText(AMOUNT_ERRORS.negative)).toHaveCount(0);
  await expect(copyCode).toBeEnabled();
  await copyCode.click();
  await expect(
    page.getByRole("status").filter({ hasText: copyPaste.copied }),
  ).toBeVisible();
  const code = await readClipboard(page);
  expectValidCrc(code);
  expect(readFields(code).get("54")).toBe("1234.56");
  expect(await decodeQrCode(page.getByRole("img", { name: QR_ALT }))).toBe(
    code,
  );
});

test("a class that cannot be read is refused next to its field", async ({
  page,
}) => {
  await page.goto("/doacao");
  const classInput = page.getByRole("textbox", {
    name: give.classLabel,
    exact: true,
  });
  await classInput.fill("turma noventa e oito");
  await classInput.press("Enter");
  await expect(classInput).toHaveAttribute("aria-invalid", "true");
  await expect(classInput).toHaveAccessibleDescription(
    `${give.classHint} ${give.classError}`,
  );
  await expect(fieldError(page, give.classError)).toBeVisible();
  await expect(copyCodeButton(page)).toBeDisabled();

  await classInput.fill("T05");
  await expect(page.getByText(give.classError)).toHaveCount(0);
  await expect(shownCode(page)).toContainText(/62\d{2}05\d{2}T05/);
});

test("the amount and the class are chosen with the keyboard alone", async ({
  page,
}) => {
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
  const next = give.amounts[1 % give.amounts.length] ?? Number.NaN;
  const second = page.getByRole("radio", {
    name: amountLabel(next),
    exact: true,
  });
  await expect(second).toBeChecked();
  await expect(second).toBeFocused();
  await expect(
    page.getByRole("status").filter({
      hasText: `${give.amountSummary}: ${amountLabel(next)}`,
    }),
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
  await expect(shownCode(page)).toContainText(/62\d{2}05\d{2}T10/);
});

test("at 375 px nothing scrolls sideways, whatever the donor opens or types", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.setViewportSize(phone);
  await page.goto("/doacao");
  const scrollWidth = () =>
    page.evaluate(() => document.documentElement.scrollWidth);
  expect(await scrollWidth()).toBeLessThanOrEqual(phone.width);
  await page
    .getByRole("radio", {
      name: amountLabel(give.amounts.at(-1) ?? Number.NaN),
      exact: true,
    })
    .check();
  await page
    .getByRole("textbox", { name: give.classLabel, exact: true })
    .fill("T 1");
  await page
    .getByRole("textbox", { name: give.otherAmountLabel, exact: true })
    .fill("abc");
  await page
    .getByRole("textbox", { name: give.otherAmountLabel, exact: true })
    .press("Tab");
  await page.getByText(give.showQrCode).click();
  // No QR code while the amount is wrong; its place keeps its width.
  await expect(page.getByRole("img", { name: QR_ALT })).toHaveCount(0);
  expect(await scrollWidth()).toBeLessThanOrEqual(phone.width);
  await page
    .getByRole("textbox", { name: give.otherAmountLabel, exact: true })
    .fill("1.000.000,50");
  await page
    .getByRole("textbox", { name: give.classLabel, exact: true })
    .fill("T98");
  await expect(page.getByRole("img", { name: QR_ALT })).toBeVisible();
  expect(await scrollWidth()).toBeLessThanOrEqual(phone.width);
});

const desktop = { width: 1280, height: 800 };

for (const viewport of [phone, desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("giving every month: chosen with the keyboard, it asks for an amount, gives a monthly code and shows how to schedule it", async ({
      page,
    }) => {
      await page.goto("/doacao");
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
      await expect(
        page
          .getByRole("status")
          .filter({ hasText: give.frequency.amountNeeded }),
      ).toBeVisible();
      await expect(copyCodeButton(page)).toBeDisabled();
      await expect(shownCode(page)).toBeHidden();
      expect(await readBlockAsCamera(page)).toBeUndefined();
      await expect(steps.getByText(monthly.lead)).toBeVisible();
      for (const step of monthly.steps)
        await expect(
          steps.getByRole("listitem").filter({ hasText: step }),
        ).toBeVisible();
      await expect(steps.getByRole("link")).toHaveCount(
        monthly.providers.length,
      );
      for (const provider of monthly.providers)
        await expect(
          steps.getByRole("link", { name: provider.label }),
        ).toHaveAttribute("href", provider.url);

      const reais = give.amounts[0] ?? Number.NaN;
      await page
        .getByRole("radio", { name: amountLabel(reais), exact: true })
        .check();
      await page
        .getByRole("textbox", { name: give.classLabel, exact: true })
        .fill("T98");
      await expect(
        page.getByRole("status").filter({
          hasText: `${give.amountSummary}: ${amountLabel(reais)} · ${give.frequency.monthly} · ${give.classSummary} T98`,
        }),
      ).toBeVisible();
      const code = (await shownCode(page).textContent()) ?? "";
      expectValidCrc(code);
      const fields = readFields(code);
      expect(fields.get("54")).toBe(reais.toFixed(2));
      expect(readFields(fields.get("62") ?? "").get("05")).toMatch(
        /^T98MENSAL[0-9A-Z]{5}$/,
      );
      expect(readFields(fields.get("26") ?? "").get("02")).toMatch(
        /^DOACAO MENSAL .*T98$/,
      );
      if (viewport.width < 768) await page.getByText(give.showQrCode).click();
      expect(await readBlockAsCamera(page)).toBe(code);
    });

    test("after a suggested amount, an amount being typed or left wrong leaves no QR code a camera reads but one of exactly the amount typed", async ({
      page,
    }) => {
      await page.goto("/doacao");
      if (viewport.width < 768) await page.getByText(give.showQrCode).click();
      const largest = give.amounts.at(-1) ?? Number.NaN;
      await page
        .getByRole("radio", { name: amountLabel(largest), exact: true })
        .check();
      const preset = readFields((await readBlockAsCamera(page)) ?? "");
      expect(preset.get("54")).toBe(largest.toFixed(2));

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
          expect(readFields(seen).get("54"), soFar).toBe(
            (amount.cents / 100).toFixed(2),
          );
        else expect(seen, soFar).toBeUndefined();
        if (!amount.ok) {
          await expect(copyCodeButton(page)).toBeDisabled();
          await expect(
            page.getByRole("status").filter({ hasText: give.unfinished }),
          ).toBeVisible();
        }
      }

      await otherAmount.press("Tab");
      await expect(
        page.getByRole("status").filter({ hasText: AMOUNT_ERRORS.separators }),
      ).toBeVisible();
      await expect(copyCodeButton(page)).toBeDisabled();
      await expect(shownCode(page)).toBeHidden();
      expect(await readBlockAsCamera(page)).toBeUndefined();

      await otherAmount.fill("20,5");
      await expect(
        page.getByRole("status").filter({
          hasText: `${give.amountSummary}: R$ 20,50`,
        }),
      ).toBeVisible();
      expect(readFields((await readBlockAsCamera(page)) ?? "").get("54")).toBe(
        "20.50",
      );
    });

    test("without a clipboard API, the copy-code button selects the code and says to copy it by hand", async ({
      page,
      context,
    }) => {
      await page.addInitScript(() => {
        // As in an in-app browser or on a page over plain HTTP.
        delete (Navigator.prototype as { clipboard?: Clipboard }).clipboard;
      });
      await page.goto("/doacao");
      expect(await page.evaluate(() => "clipboard" in navigator)).toBe(false);
      await expect(copyCodeButton(page)).toBeVisible();
      const code = await shownCode(page).textContent();
      await copyCodeButton(page).click();
      await expect(
        page.getByRole("status").filter({ hasText: copyPaste.refused }),
      ).toBeVisible();
      expect(
        await page.evaluate(() => window.getSelection()?.toString() ?? ""),
      ).toBe(code);
      expect(context.pages()).toHaveLength(1);
    });

    test("after Back without the page cache, the amount, the class and the monthly choice are kept, and so is their code", async ({
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
      await expect(
        page.getByRole("status").filter({ hasText: summary }),
      ).toBeVisible();
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
      await expect(
        page.getByRole("status").filter({ hasText: summary }),
      ).toBeVisible();
      const fields = readFields((await shownCode(page).textContent()) ?? "");
      expect(fields.get("54")).toBe("1234.56");
      expect(readFields(fields.get("62") ?? "").get("05")).toMatch(
        /^T98MENSAL/,
      );
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const viewport of [phone, { width: 1280, height: 800 }]) {
    test(`at ${viewport.width} px the page still gives the open-amount code, its QR code and the bank data`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/doacao");
      const code = (await shownCode(page).textContent()) ?? "";
      expectValidCrc(code);
      expect(readFields(code).has("54")).toBe(false);
      expect(readFields(readFields(code).get("26") ?? "").get("01")).toBe(
        KEY_AS_COPIED,
      );
      // The choice of amount waits for the script; without it, it takes no room.
      for (const reais of give.amounts)
        await expect(
          page.getByRole("radio", { name: amountLabel(reais), exact: true }),
        ).toHaveCount(0);
      await expect(
        page.getByRole("textbox", { name: give.otherAmountLabel, exact: true }),
      ).toHaveCount(0);
      if (viewport.width < 768) await page.getByText(give.showQrCode).click();
      expect(await decodeQrCode(page.getByRole("img", { name: QR_ALT }))).toBe(
        code,
      );
      // How to give every month is one tap away.
      await page.getByText(monthly.title, { exact: true }).click();
      for (const step of monthly.steps)
        await expect(
          page.getByRole("listitem").filter({ hasText: step }),
        ).toBeVisible();
      for (const value of [
        bankAccount.beneficiary,
        bankAccount.bank,
        bankAccount.branch,
        bankAccount.account,
        KEY_AS_SHOWN,
      ]) {
        // The footer and the international wire name some of them too.
        await expect(
          bankCard(page).getByText(value, { exact: true }),
        ).toBeVisible();
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(viewport.width);
    });
  }
});

test("only the donation page loads the code that makes Pix codes and QR codes", async ({
  page,
}) => {
  const scriptsOf = async (path: string) =>
    (
      await filesLoadedBy(
        page,
        path,
        (response) => response.request().resourceType() === "script",
      )
    )
      .map((file) => file.body)
      .join("\n");
  // The Pix GUI and lean-qr's SVG namespace survive minification.
  const donation = await scriptsOf("/doacao");
  expect(donation).toContain("br.gov.bcb.pix");
  expect(donation).toContain("http://www.w3.org/2000/svg");
  for (const path of ["/doadores", articlePath]) {
    expect(await scriptsOf(path), path).not.toContain("br.gov.bcb.pix");
  }
});
