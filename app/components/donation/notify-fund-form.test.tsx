// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/dom";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { NotifyFundForm } from "./notify-fund-form";
import { enhanceNotifyFundForm } from "./notify-fund-form.client";
import {
  readSiteContent,
  readTranslatedContent,
} from "../../../test/site-content";
import { amountErrorMessages } from "~/lib/donation-amount";
import type { Locale } from "~/lib/locale";

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

/** The prerendered section in a language, brought to life as its script does. */
function renderForm({
  enhance = true,
  locale = "pt-BR",
}: { enhance?: boolean; locale?: Locale } = {}) {
  document.body.innerHTML = renderToStaticMarkup(
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

/** The error shown beside a field: the part of its description after the hint. */
function errorOf(label: string) {
  const input = field(label);
  const [, errorId] = input.getAttribute("aria-describedby")!.split(" ");
  return document.getElementById(errorId!)!.textContent;
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
    const whatsapp = screen.getByRole("link", {
      name: new RegExp(texts.direct.whatsappLabel),
    });
    expect(whatsapp).toHaveAttribute(
      "href",
      `https://wa.me/${donationContacts.whatsapp.slice(1)}`,
    );
    expect(
      screen.getByRole("link", { name: new RegExp(texts.direct.emailLabel) }),
    ).toHaveAttribute("href", `mailto:${donationContacts.email}`);
  });
});

describe("enhanceNotifyFundForm", () => {
  test("shows the button, drops the note for visitors without script, and asks for the chosen channel only", () => {
    renderForm();
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).not.toHaveAttribute("data-awaits-script");
    expect(screen.queryByText(texts.withoutScript)).toBeNull();
    expect(field(texts.whatsappLabel)).toBeVisible();
    expect(field(texts.emailLabel)).not.toBeVisible();

    fireEvent.click(screen.getByRole("radio", { name: texts.channelEmail }));
    expect(field(texts.emailLabel)).toBeVisible();
    expect(field(texts.emailLabel)).toBeRequired();
    expect(field(texts.whatsappLabel)).not.toBeVisible();
    expect(field(texts.whatsappLabel)).not.toBeRequired();
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
    expect(message).toContain("R$ 1.500,00");
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
      `${words.amount}: R$ 1,500.50`,
      `${words.listing}: ${englishTexts.listingByName}`,
      `${words.receipt}: ${words.receiptNo}`,
      `${words.reply}: ${englishTexts.channelWhatsapp}, +12025550100`,
    ]);
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
