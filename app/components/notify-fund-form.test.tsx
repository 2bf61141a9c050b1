// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/dom";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { NotifyFundForm } from "./notify-fund-form";
import { enhanceNotifyFundForm } from "./notify-fund-form.client";
import {
  readSiteContent,
  readTranslatedContent,
} from "../../test/site-content";
import {
  GIFT_CHANGE,
  GIFT_SHOWN_ATTRIBUTE,
  type GiftShown,
} from "./gift-change";
import { formatShortDate } from "~/lib/dates";
import { amountErrorMessages } from "~/lib/donation-amount";
import { NOTICE_LIMITS } from "~/lib/donation-notice";
import { fillIn } from "~/lib/fill-in";
import type { Locale } from "~/lib/locale";
import { CURRENCIES, type Currency } from "~/lib/money";

// The form is rendered with the officers' files as the build's check reads them, from content/.
const portuguese = await readSiteContent();
const { donation, donationHelp } = await readTranslatedContent("en");

const portugueseProps = {
  texts: portuguese.donationHelp.notify,
  amountErrors: portuguese.donation.page.give.amountErrors,
  newTabHint: portuguese.donation.page.newTabHint,
};
/**
 * The form's props in each language, as the donation pages give them. In English, the English
 * files' words while they are complete: how the form reads amounts and writes its message in
 * English does not depend on which words it shows.
 */
const PROPS = {
  "pt-BR": portugueseProps,
  en:
    donation && donationHelp
      ? {
          texts: donationHelp.notify,
          amountErrors: donation.page.give.amountErrors,
          newTabHint: donation.page.newTabHint,
        }
      : portugueseProps,
};
const donationContacts = portuguese.donationHelp.contacts;

const texts = PROPS["pt-BR"].texts;
const AMOUNT_ERRORS = amountErrorMessages(PROPS["pt-BR"].amountErrors, "pt-BR");
let opened: HTMLAnchorElement[] = [];

/** The donor's day, as the date field holds it. */
function today(): string {
  const now = new Date();
  const two = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** The Pix block's element as its script leaves it, showing `shown`. */
function pixBlock(shown: GiftShown): string {
  return `<give-by-pix ${GIFT_SHOWN_ATTRIBUTE}='${JSON.stringify(shown)}'></give-by-pix>`;
}

/** The Pix block changes what it shows, and says so. */
function pixBlockShows(shown: GiftShown) {
  const block = document.querySelector("give-by-pix")!;
  block.setAttribute(GIFT_SHOWN_ATTRIBUTE, JSON.stringify(shown));
  block.dispatchEvent(new Event(GIFT_CHANGE, { bubbles: true }));
}

const T98_GIFT: GiftShown = {
  gift: { cents: 50_000, classId: "T98", code: "7K2QX" },
  reference: "T987K2QX",
  monthly: false,
};

/** The prerendered section in a language, after the Pix block (`above`), brought to life as its script does. */
function renderForm({
  enhance = true,
  locale = "pt-BR",
  above = "",
}: { enhance?: boolean; locale?: Locale; above?: string } = {}) {
  document.body.innerHTML =
    above +
    renderToStaticMarkup(
      <NotifyFundForm
        locale={locale}
        {...PROPS[locale]}
        contacts={{
          whatsapp: donationContacts.whatsapp,
          email: donationContacts.email,
        }}
      />,
    );
  const form = document.querySelector("form")!;
  if (enhance) enhanceNotifyFundForm(form);
  return form;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const submitButton = (label = texts.submitLabel) =>
  screen.getByRole("button", { name: label });

function type(label: string, value: string) {
  fireEvent.input(field(label), { target: { value } });
}

function fillValidForm() {
  type(texts.nameLabel, "Ana Souza");
  type(texts.classLabel, "t98");
  type(texts.amountLabel, "1.500");
  type(texts.whatsappLabel, "(12) 99123-4567");
}

/** The error shown beside a field: the last part of its description. */
function errorOf(label: string) {
  const input = field(label);
  const errorId = input.getAttribute("aria-describedby")!.split(" ").at(-1);
  return document.getElementById(errorId!)!.textContent;
}

/** The message of the WhatsApp chat the form opened. */
function openedMessage() {
  expect(opened).toHaveLength(1);
  return new URL(opened[0]!.href).searchParams.get("text")!.split("\n");
}

beforeEach(() => {
  opened = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    opened.push(this);
  });
});
afterEach(() => vi.restoreAllMocks());

describe("without its script", () => {
  test("the form starts by saying how to write to the fund, with its contacts, before any field", () => {
    const form = renderForm({ enhance: false });
    const note = screen.getByText(texts.withoutScript).parentElement!;
    expect(form.firstElementChild).toBe(note);
    expect(
      within(note).getByRole("link", {
        name: new RegExp(texts.direct.whatsappLabel),
      }),
    ).toHaveAttribute(
      "href",
      `https://wa.me/${donationContacts.whatsapp.slice(1)}`,
    );
    expect(
      within(note).getByRole("link", {
        name: new RegExp(texts.direct.emailLabel),
      }),
    ).toHaveAttribute("href", `mailto:${donationContacts.email}`);
    // The fields sit in one block that a page without scripting does not show (noscript:hidden).
    const fields = field(texts.nameLabel).closest(".noscript\\:hidden");
    expect(fields).not.toBeNull();
    expect(fields).toContainElement(
      screen.getByRole("button", { name: texts.submitLabel, hidden: true }),
    );
  });

  test("the form says it cannot send, and its button is neither shown nor usable", () => {
    renderForm({ enhance: false });
    expect(screen.getByText(texts.withoutScript)).toBeInTheDocument();
    const button = screen.getByRole("button", {
      name: texts.submitLabel,
      hidden: true,
    });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("data-awaits-script");
  });

  test("the fund's WhatsApp and e-mail are links beside it", () => {
    renderForm({ enhance: false });
    const panel = screen.getByRole("heading", {
      name: texts.direct.title,
    }).parentElement!;
    const whatsapp = within(panel).getByRole("link", {
      name: new RegExp(texts.direct.whatsappLabel),
    });
    expect(whatsapp).toHaveAttribute(
      "href",
      `https://wa.me/${donationContacts.whatsapp.slice(1)}`,
    );
    expect(
      within(panel).getByRole("link", {
        name: new RegExp(texts.direct.emailLabel),
      }),
    ).toHaveAttribute("href", `mailto:${donationContacts.email}`);
  });
});

describe("enhanceNotifyFundForm", () => {
  test("shows the button and drops the note for visitors without script", () => {
    renderForm();
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).not.toHaveAttribute("data-awaits-script");
    expect(screen.queryByText(texts.withoutScript)).toBeNull();
  });

  test("refuses an empty form: every error beside its field, focus on the first", () => {
    renderForm();
    fireEvent.click(submitButton());
    expect(errorOf(texts.nameLabel)).toBe(texts.errors.name);
    expect(errorOf(texts.amountLabel)).toBe(AMOUNT_ERRORS.empty);
    expect(errorOf(texts.whatsappLabel)).toBe(texts.errors.whatsapp);
    expect(errorOf(texts.classLabel)).toBe("");
    for (const label of [
      texts.nameLabel,
      texts.amountLabel,
      texts.whatsappLabel,
    ])
      expect(field(label)).toHaveAttribute("aria-invalid", "true");
    expect(field(texts.classLabel)).not.toHaveAttribute("aria-invalid");
    expect(document.activeElement).toBe(field(texts.nameLabel));
    expect(opened).toEqual([]);
  });

  test("keeps what was typed, and clears each error on the next try once its field is right", () => {
    renderForm();
    fillValidForm();
    type(texts.amountLabel, "10.50");
    type(texts.classLabel, "turma boa");
    fireEvent.click(submitButton());
    expect(errorOf(texts.classLabel)).toBe(texts.errors.class);
    expect(errorOf(texts.amountLabel)).toBe(AMOUNT_ERRORS.separators);
    expect(document.activeElement).toBe(field(texts.classLabel));
    expect(field(texts.nameLabel)).toHaveValue("Ana Souza");
    expect(field(texts.amountLabel)).toHaveValue("10.50");

    type(texts.classLabel, "");
    type(texts.amountLabel, "10,50");
    fireEvent.click(submitButton());
    expect(errorOf(texts.classLabel)).toBe("");
    expect(errorOf(texts.amountLabel)).toBe("");
    expect(field(texts.amountLabel)).not.toHaveAttribute("aria-invalid");
    expect(opened).toHaveLength(1);
  });

  test("opens a WhatsApp chat with the fund holding every field, in a new tab, and offers the link", () => {
    renderForm();
    fillValidForm();
    fireEvent.click(screen.getByRole("checkbox", { name: texts.receiptLabel }));
    fireEvent.click(submitButton());

    expect(opened).toHaveLength(1);
    const [link] = opened;
    const url = new URL(link!.href);
    expect(url.origin + url.pathname).toBe(
      `https://wa.me/${donationContacts.whatsapp.slice(1)}`,
    );
    expect(link).toHaveAttribute("target", "_blank");
    const message = url.searchParams.get("text");
    expect(message).toContain("Ana Souza");
    expect(message).toContain("T98");
    expect(message).toContain("R$ 1.500");
    expect(message).toContain(texts.listingByName);
    expect(message).toContain(
      `${texts.message.receipt}: ${texts.message.receiptYes}`,
    );
    expect(message).toContain("+55 12 99123-4567");

    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(texts.opened);
    expect(
      within(status).getByRole("link", {
        name: new RegExp(texts.openLinkLabel),
      }),
    ).toBe(link);

    type(texts.nameLabel, "Ana Souza Lima");
    expect(status).toBeEmptyDOMElement();
  });

  test("opens an e-mail to the fund when the donor chooses e-mail", () => {
    renderForm();
    fillValidForm();
    fireEvent.click(
      screen.getByRole("radio", { name: texts.listingAnonymous }),
    );
    fireEvent.click(screen.getByRole("radio", { name: texts.channelEmail }));
    type(texts.emailLabel, "ana@exemplo.com.br");
    fireEvent.click(submitButton());

    expect(opened).toHaveLength(1);
    const href = opened[0]!.getAttribute("href")!;
    expect(href).toMatch(new RegExp(`^mailto:${donationContacts.email}\\?`));
    const query = new URLSearchParams(href.slice(href.indexOf("?")));
    expect(query.get("subject")).toBe(texts.message.emailSubject);
    const body = query.get("body");
    expect(body).toContain(texts.listingAnonymous);
    expect(body).toContain(
      `${texts.message.receipt}: ${texts.message.receiptNo}`,
    );
    expect(body).toContain("ana@exemplo.com.br");
    expect(opened[0]).not.toHaveAttribute("target");
  });
});

describe("filled from the Pix block", () => {
  test("starts with the amount, class and reference the block shows, and today's date", () => {
    renderForm({ above: pixBlock(T98_GIFT) });
    expect(field(texts.amountLabel)).toHaveValue("500");
    expect(field(texts.classLabel)).toHaveValue("T98");
    expect(field(texts.referenceLabel)).toHaveValue("T987K2QX");
    expect(field(texts.referenceLabel)).toHaveAttribute("readonly");
    expect(field(texts.dateLabel)).toHaveValue(today());
    expect(field(texts.dateLabel)).toHaveAttribute("max", today());
    expect(field(texts.monthlyLabel)).not.toBeChecked();
  });

  test.each<[string, GiftShown, Record<string, string>, boolean]>([
    [
      "another amount and class, monthly",
      {
        gift: { cents: 150_050, classId: "T05", code: "7K2QX" },
        reference: "T057K2QX",
        monthly: true,
      },
      { amount: "1.500,50", turma: "T05", reference: "T057K2QX" },
      true,
    ],
    [
      "an open amount, no class",
      { gift: { code: "7K2QX" }, reference: "DOACAO7K2QX", monthly: false },
      { amount: "", turma: "", reference: "DOACAO7K2QX" },
      false,
    ],
    [
      "no code while an amount is being fixed: the form stays",
      { gift: null, reference: "", monthly: true },
      { amount: "500", turma: "T98", reference: "T987K2QX" },
      false,
    ],
  ])(
    "follows each change of the block: %s",
    (_case, shown, values, monthly) => {
      renderForm({ above: pixBlock(T98_GIFT) });
      pixBlockShows(shown);
      expect(field(texts.amountLabel)).toHaveValue(values.amount);
      expect(field(texts.classLabel)).toHaveValue(values.turma);
      expect(field(texts.referenceLabel)).toHaveValue(values.reference);
      expect(field(texts.monthlyLabel).checked).toBe(monthly);
    },
  );

  test("what the donor typed before the script ran stays", () => {
    document.body.innerHTML = "";
    const form = renderForm({ above: pixBlock(T98_GIFT), enhance: false });
    field(texts.amountLabel).value = "450";
    enhanceNotifyFundForm(form);
    expect(field(texts.amountLabel)).toHaveValue("450");
    expect(field(texts.classLabel)).toHaveValue("T98");
  });

  test("a block whose script starts after the form's is followed too", () => {
    renderForm({ above: "<give-by-pix></give-by-pix>" });
    expect(field(texts.amountLabel)).toHaveValue("");
    pixBlockShows(T98_GIFT);
    expect(field(texts.amountLabel)).toHaveValue("500");
  });

  test("fields the donor changed keep the donor's value; the reference follows the code", () => {
    renderForm({ above: pixBlock(T98_GIFT) });
    type(texts.amountLabel, "450");
    fireEvent.click(field(texts.monthlyLabel));
    pixBlockShows({
      gift: { cents: 100_000, classId: "T05", code: "7K2QX" },
      reference: "T057K2QX",
      monthly: false,
    });
    expect(field(texts.amountLabel)).toHaveValue("450");
    expect(field(texts.monthlyLabel)).toBeChecked();
    expect(field(texts.classLabel)).toHaveValue("T05");
    expect(field(texts.referenceLabel)).toHaveValue("T057K2QX");
  });

  test('the message carries the reference, the date and "mensal" for a monthly gift', () => {
    renderForm({ above: pixBlock({ ...T98_GIFT, monthly: true }) });
    type(texts.nameLabel, "Ana Souza");
    type(texts.whatsappLabel, "(12) 99123-4567");
    fireEvent.click(submitButton());
    const { message } = texts;
    expect(openedMessage()).toEqual(
      expect.arrayContaining([
        `${message.class}: T98`,
        `${message.amount}: R$ 500 (${message.monthly})`,
        `${message.date}: ${formatShortDate(today())}`,
        `${message.reference}: T987K2QX`,
      ]),
    );
  });
});

describe("receipt, tribute and limits", () => {
  test("a CPF whose digits do not agree is refused beside it; a right one goes in the message", () => {
    renderForm();
    fillValidForm();
    type(texts.cpfLabel, "529.982.247-52");
    fireEvent.click(submitButton());
    expect(errorOf(texts.cpfLabel)).toBe(texts.errors.cpf);
    expect(document.activeElement).toBe(field(texts.cpfLabel));
    expect(opened).toEqual([]);

    type(texts.cpfLabel, "52998224725");
    fireEvent.click(submitButton());
    expect(openedMessage()).toContain(`${texts.message.cpf}: 529.982.247-25`);
  });

  test("no tribute by default; once one is chosen its fields are asked for and reach the message", () => {
    renderForm();
    expect(
      screen.getByRole("radio", { name: texts.tributeNone }),
    ).toBeChecked();

    fillValidForm();
    fireEvent.click(screen.getByRole("radio", { name: texts.tributeMemory }));
    fireEvent.click(submitButton());
    expect(errorOf(texts.honoreeLabel)).toBe(texts.errors.honoree);

    type(texts.honoreeLabel, "Prof. Carlos Nogueira");
    type(texts.tellNameLabel, "Helena Nogueira");
    type(texts.tellContactLabel, "helena@exemplo.com.br");
    fireEvent.click(submitButton());
    expect(openedMessage()).toEqual(
      expect.arrayContaining([
        `${texts.tributeMemory}: Prof. Carlos Nogueira`,
        `${texts.message.tell}: Helena Nogueira, helena@exemplo.com.br`,
      ]),
    );
  });

  test("a tribute given up leaves nothing of it in the message", () => {
    renderForm();
    fillValidForm();
    fireEvent.click(screen.getByRole("radio", { name: texts.tributeHonor }));
    type(texts.honoreeLabel, "Turma T75");
    fireEvent.click(screen.getByRole("radio", { name: texts.tributeNone }));
    fireEvent.click(submitButton());
    expect(openedMessage().join("\n")).not.toContain("Turma T75");
  });

  test.each(Object.entries(NOTICE_LIMITS))(
    "the %s field takes at most %d characters and says so beside it",
    (name, max) => {
      renderForm();
      const control = document.querySelector<HTMLInputElement>(
        `input[name="${name}"]`,
      )!;
      expect(control.maxLength).toBe(max);
      expect(control).toHaveAccessibleDescription(
        expect.stringContaining(fillIn(texts.limit, { max })),
      );
    },
  );

  test("a value longer than its field's limit (pasted by a script, say) is refused with its message", () => {
    renderForm();
    fillValidForm();
    field(texts.nameLabel).value = "A".repeat(50_000);
    fireEvent.click(submitButton());
    expect(errorOf(texts.nameLabel)).toBe(
      fillIn(texts.errors.tooLong, { max: NOTICE_LIMITS.name }),
    );
    expect(field(texts.nameLabel)).toHaveAccessibleDescription(
      expect.stringContaining(
        fillIn(texts.errors.tooLong, { max: NOTICE_LIMITS.name }),
      ),
    );
    expect(document.activeElement).toBe(field(texts.nameLabel));
    expect(opened).toEqual([]);
  });

  test("a contact typed for one channel waits, unchecked, while the other is chosen", () => {
    renderForm();
    fillValidForm();
    type(texts.whatsappLabel, "9912-345");
    fireEvent.click(screen.getByRole("radio", { name: texts.channelEmail }));
    type(texts.emailLabel, "ana@exemplo.com.br");
    fireEvent.click(submitButton());
    expect(errorOf(texts.whatsappLabel)).toBe("");
    expect(opened).toHaveLength(1);

    fireEvent.click(screen.getByRole("radio", { name: texts.channelWhatsapp }));
    expect(field(texts.whatsappLabel)).toHaveValue("9912-345");
    fireEvent.click(submitButton());
    expect(errorOf(texts.whatsappLabel)).toBe(texts.errors.whatsapp);
    expect(document.activeElement).toBe(field(texts.whatsappLabel));
  });

  test("a reply address with markup is refused", () => {
    renderForm();
    fillValidForm();
    fireEvent.click(screen.getByRole("radio", { name: texts.channelEmail }));
    type(texts.emailLabel, '"><svg/onload=alert(1)>@x.co');
    fireEvent.click(submitButton());
    expect(errorOf(texts.emailLabel)).toBe(texts.errors.email);
    expect(opened).toEqual([]);
  });
});

describe("on the English page", () => {
  const englishTexts = PROPS.en.texts;
  const englishErrors = amountErrorMessages(PROPS.en.amountErrors, "en");

  function fillEnglishForm(amount: string) {
    type(englishTexts.nameLabel, "Ana Souza");
    type(englishTexts.amountLabel, amount);
    type(englishTexts.whatsappLabel, "+1 202 555 0100");
  }

  test("reads the amount as written in English and writes the message in English", () => {
    renderForm({ locale: "en" });
    fillEnglishForm("1,500.50");
    fireEvent.click(submitButton(englishTexts.submitLabel));

    expect(opened).toHaveLength(1);
    const message = new URL(opened[0]!.href).searchParams.get("text");
    const { message: words } = englishTexts;
    expect(message?.split("\n")).toEqual([
      words.greeting,
      `${words.name}: Ana Souza`,
      `${words.class}: ${words.noClass}`,
      `${words.way}: ${englishTexts.wayPix}`,
      `${words.amount}: R$ 1,500.50`,
      `${words.date}: ${formatShortDate(today(), "en")}`,
      `${words.listing}: ${englishTexts.listingByName}`,
      `${words.receipt}: ${words.receiptNo}`,
      `${words.reply}: ${englishTexts.channelWhatsapp}, +12025550100`,
    ]);
  });

  test("starts from the Pix block's gift, the amount written as English writes it", () => {
    renderForm({
      locale: "en",
      above: pixBlock({
        gift: { cents: 500_050, classId: "T98", code: "7K2QX" },
        reference: "T987K2QX",
        monthly: false,
      }),
    });
    expect(field(englishTexts.amountLabel)).toHaveValue("5,000.50");
    expect(field(englishTexts.classLabel)).toHaveValue("T98");
    expect(field(englishTexts.referenceLabel)).toHaveValue("T987K2QX");
    expect(field(englishTexts.nameLabel)).toHaveAccessibleDescription(
      expect.stringContaining(
        fillIn(englishTexts.limit, { max: NOTICE_LIMITS.name }),
      ),
    );
  });

  test.each([
    ["1.500,50", englishErrors.separators],
    ["", englishErrors.empty],
    ["0.00", englishErrors.zero],
  ])("refuses the amount %j with the English message %j", (amount, message) => {
    renderForm({ locale: "en" });
    fillEnglishForm(amount);
    fireEvent.click(submitButton(englishTexts.submitLabel));
    expect(errorOf(englishTexts.amountLabel)).toBe(message);
    expect(opened).toEqual([]);
  });
});

describe("the way the gift was made, and its currency", () => {
  const wayRadio = (label: string) =>
    screen.getByRole<HTMLInputElement>("radio", { name: label });
  const currencyField = (words: typeof texts) =>
    screen.getByLabelText<HTMLSelectElement>(words.currencyLabel);

  test.each<
    [
      Locale,
      "wayPix" | "wayTransfer" | "wayPartner",
      "shown" | "hidden",
      Currency | "not asked",
    ]
  >([
    ["pt-BR", "wayPix", "shown", "not asked"],
    ["pt-BR", "wayTransfer", "hidden", "BRL"],
    ["pt-BR", "wayPartner", "hidden", "USD"],
    ["en", "wayPix", "shown", "not asked"],
    ["en", "wayTransfer", "hidden", "USD"],
    ["en", "wayPartner", "hidden", "USD"],
  ])(
    "in %s, %s: the Pix reference %s, the currency %s",
    (locale, way, reference, currency) => {
      const words = PROPS[locale].texts;
      renderForm({ locale, above: pixBlock(T98_GIFT) });
      // From another way than the first, so that each part shows again as well as hides.
      fireEvent.click(wayRadio(words.wayTransfer));
      fireEvent.click(wayRadio(words[way]));
      expect(wayRadio(words[way])).toBeChecked();
      if (reference === "shown")
        expect(field(words.referenceLabel)).toBeVisible();
      else expect(field(words.referenceLabel)).not.toBeVisible();
      if (currency !== "not asked") {
        expect(currencyField(words)).toBeVisible();
        expect(currencyField(words)).toHaveDisplayValue(
          words.currencies[currency],
        );
      } else expect(currencyField(words)).not.toBeVisible();
    },
  );

  test("Pix is chosen at first; every currency is offered, by its name in content", () => {
    renderForm({ locale: "en" });
    const words = PROPS.en.texts;
    expect(wayRadio(words.wayPix)).toBeChecked();
    expect(
      screen
        .getAllByRole("option", { hidden: true })
        .map((option) => option.textContent),
    ).toEqual(CURRENCIES.map((currency) => words.currencies[currency]));
  });

  test("a currency the donor chose stays when the way changes", () => {
    renderForm({ locale: "en" });
    const words = PROPS.en.texts;
    fireEvent.click(wayRadio(words.wayTransfer));
    fireEvent.change(currencyField(words), { target: { value: "EUR" } });
    fireEvent.click(wayRadio(words.wayPartner));
    expect(currencyField(words)).toHaveDisplayValue(words.currencies.EUR);
  });

  test("a way and a currency the browser restored (Back, a reload) are kept and followed", () => {
    const words = PROPS.en.texts;
    const form = renderForm({ locale: "en", enhance: false });
    wayRadio(words.wayTransfer).checked = true;
    currencyField(words).value = "EUR";
    enhanceNotifyFundForm(form);
    expect(currencyField(words)).toBeVisible();
    expect(currencyField(words)).toHaveDisplayValue(words.currencies.EUR);
    expect(field(words.referenceLabel)).not.toBeVisible();
  });

  test("through the US partner, a gift typed US$ 1,000 is written in dollars with the way, and no Pix reference", () => {
    const words = PROPS.en.texts;
    renderForm({ locale: "en", above: pixBlock(T98_GIFT) });
    expect(field(words.referenceLabel)).toHaveValue(T98_GIFT.reference);
    type(words.nameLabel, "Ana Souza");
    type(words.whatsappLabel, "+1 202 555 0100");
    fireEvent.click(wayRadio(words.wayPartner));
    type(words.amountLabel, "US$ 1,000");
    fireEvent.click(submitButton(words.submitLabel));
    const lines = openedMessage();
    expect(lines).toEqual(
      expect.arrayContaining([
        `${words.message.way}: ${words.wayPartner}`,
        `${words.message.amount}: US$ 1,000`,
      ]),
    );
    expect(lines.join("\n")).not.toContain(T98_GIFT.reference);
    expect(
      lines.filter((line) => line.startsWith(`${words.message.reference}:`)),
    ).toEqual([]);
  });

  test("a wire in euros is written in euros", () => {
    const words = PROPS.en.texts;
    renderForm({ locale: "en" });
    type(words.nameLabel, "Ana Souza");
    type(words.whatsappLabel, "+1 202 555 0100");
    fireEvent.click(wayRadio(words.wayTransfer));
    fireEvent.change(currencyField(words), { target: { value: "EUR" } });
    type(words.amountLabel, "2,500.50");
    fireEvent.click(submitButton(words.submitLabel));
    expect(openedMessage()).toEqual(
      expect.arrayContaining([
        `${words.message.way}: ${words.wayTransfer}`,
        `${words.message.amount}: € 2,500.50`,
      ]),
    );
  });

  test.each<[string, "wayPix" | "wayPartner", string, Record<string, string>]>([
    [
      "reais typed with dollars chosen",
      "wayPartner",
      "R$ 1,000",
      { written: "R$", chosen: "US$" },
    ],
    ["dollars typed for a Pix", "wayPix", "US$ 100", { written: "US$" }],
  ])(
    "%s is refused beside the amount, naming what to fix",
    (_case, way, amount, signs) => {
      const words = PROPS.en.texts;
      renderForm({ locale: "en" });
      type(words.nameLabel, "Ana Souza");
      type(words.whatsappLabel, "+1 202 555 0100");
      fireEvent.click(wayRadio(words[way]));
      type(words.amountLabel, amount);
      fireEvent.click(submitButton(words.submitLabel));
      const template =
        way === "wayPix" ? words.errors.pixCurrency : words.errors.currency;
      expect(errorOf(words.amountLabel)).toBe(fillIn(template, signs));
      expect(document.activeElement).toBe(field(words.amountLabel));
      expect(opened).toEqual([]);
    },
  );
});
