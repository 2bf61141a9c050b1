// @vitest-environment jsdom
// The block is rendered with the texts of content/pt-BR/doacao.yml (and content/en/doacao.yml for
// the English page) as the build reads them.
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, test } from "vitest";
import {
  GIFT_CHANGE,
  GIFT_SHOWN_ATTRIBUTE,
  type GiftShown,
} from "./gift-change";
import { GiveByPix, type GiveByPixTexts } from "./give-by-pix";
import { enhanceGiveByPix, NO_QR_CODE } from "./give-by-pix.client";
import { KEPT_GIFT_KEY } from "./kept-gift.client";
import { enhanceCopyButton } from "~/components/copy-button.client";
import {
  readSiteContent,
  readTranslatedContent,
} from "../../test/site-content";
import { amountErrorMessages } from "~/lib/donation-amount";
import { withGiftClass } from "~/lib/gift-class-link";
import type { Locale } from "~/lib/locale";
import { formatDonationAmount } from "~/lib/money";
import { buildPixPayload } from "~/lib/pix";
import { giftPixPayload, type PixReceiver } from "~/lib/pix-gift";
import { pixQrCodeDataUrl } from "~/lib/pix-qr";
import { STORED_GIFT_MAX_AGE_MS, storedGiftText } from "~/lib/stored-gift";

const receiver: PixReceiver = {
  key: "12.345.678/0001-95",
  merchantName: "ENDOWMENT ITA",
  merchantCity: "S.J. DOS CAMPOS",
  fundName: "Endowment ITA",
};
const CODE = "7K2QX";
const FIRST_AMOUNT = "input[name=valor]";
const openCode = buildPixPayload(receiver);
const texts = (await readSiteContent()).donation.page;
const { give } = texts;
const AMOUNT_ERRORS = amountErrorMessages(give.amountErrors, "pt-BR");
// The English page's words while content/en/doacao.yml is complete; how the block reads and writes
// amounts in English does not depend on which words it shows.
const englishTexts =
  (await readTranslatedContent("en")).donation?.page ?? texts;

// Each test is a tab of its own: no gift kept from another.
afterEach(() => sessionStorage.clear());

/**
 * The prerendered block, brought to life as its script does; `beforeScript` plays what
 * happens to the page before its script runs (a field the browser restores). `code`: the one
 * the page view draws for a tab that keeps none.
 */
function renderBlock(
  beforeScript?: (root: HTMLElement) => void,
  locale: Locale = "pt-BR",
  pageTexts: GiveByPixTexts = locale === "en" ? englishTexts : texts,
  code = CODE,
) {
  document.body.innerHTML = renderToStaticMarkup(
    <GiveByPix
      locale={locale}
      texts={pageTexts}
      notifyHref="#avise-o-fundo"
      pixPayload={openCode}
      qrCodeImage={pixQrCodeDataUrl(openCode)}
      receiver={receiver}
    />,
  );
  const root = document.querySelector<HTMLElement>("give-by-pix")!;
  beforeScript?.(root);
  enhanceCopyButton(root.querySelector<HTMLElement>("copy-button")!);
  enhanceGiveByPix(root, code);
  /** The field a label names, as a person finds it. */
  const field = (name: string) => {
    const label = [...root.querySelectorAll("label")].find(
      (element) => element.textContent === name,
    );
    return (label?.control ?? null) as HTMLInputElement;
  };
  return {
    root,
    field,
    otherAmount: field(give.otherAmountLabel),
    classInput: field(give.classLabel),
    code: () => root.querySelector("[data-pix-code]")!.textContent,
    copiedText: () =>
      root.querySelector<HTMLElement>("copy-button")!.dataset.text,
    summary: () => root.querySelector("[data-gift-summary]")!.textContent,
    images: () =>
      [...root.querySelectorAll<HTMLImageElement>("[data-pix-qr]")].map(
        (image) => image.src,
      ),
    /** Whether a code is on the page to read, scan and copy. */
    codeShown: () =>
      !root.hasAttribute("data-stale") &&
      !root.querySelector("button")!.disabled &&
      [...root.querySelectorAll<HTMLImageElement>("[data-pix-qr]")].every(
        (image) =>
          image.src ===
          pixQrCodeDataUrl(root.querySelector("[data-pix-code]")!.textContent),
      ),
    monthlySteps: () =>
      root.querySelector<HTMLDetailsElement>("[data-monthly-steps]")!,
    copyButton: () => root.querySelector("button")!,
    errorOf: (input: HTMLInputElement) =>
      document.getElementById(`${input.id}-erro`)!.textContent,
  };
}

function type(input: HTMLInputElement, text: string) {
  input.value = text;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/** What the browser does when the donor leaves the field or presses Enter. */
function commit(input: HTMLInputElement) {
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

function choose(radio: HTMLInputElement) {
  radio.checked = true;
  radio.dispatchEvent(new Event("change", { bubbles: true }));
}

describe("enhanceGiveByPix", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  test("a class named in the address, as a class's invitation on /doadores names it, is chosen", () => {
    window.history.replaceState(null, "", withGiftClass("/doacao", "T72"));
    const block = renderBlock();
    expect(block.classInput.value).toBe("T72");
    expect(block.code()).toBe(
      giftPixPayload(receiver, { classId: "T72", code: CODE }),
    );
    expect(block.summary()).toBe(
      `${give.amountSummary}: ${give.openAmount} · ${give.classSummary} T72`,
    );
  });

  test("a class the browser kept from the donor's earlier visit stays, whatever the address names", () => {
    window.history.replaceState(null, "", withGiftClass("/doacao", "T72"));
    const block = renderBlock((root) => {
      root.querySelector<HTMLInputElement>("[data-class-id]")!.value = "T85";
    });
    expect(block.classInput.value).toBe("T85");
    expect(block.code()).toBe(
      giftPixPayload(receiver, { classId: "T85", code: CODE }),
    );
  });

  test("an amount chosen on the painted page before its script ran makes the code once it runs", () => {
    const cents = Math.round((give.amounts.at(-1) ?? 0) * 100);
    const block = renderBlock((root) => {
      const radio = root.querySelector<HTMLInputElement>(
        `input[type=radio][value="${cents}"]`,
      )!;
      radio.checked = true;
    });
    expect(block.code()).toBe(giftPixPayload(receiver, { cents, code: CODE }));
    expect(block.copiedText()).toBe(block.code());
  });

  test("before any choice, the code of an open amount carries the page view's reference", () => {
    const block = renderBlock();
    const expected = giftPixPayload(receiver, { code: CODE });
    expect(block.code()).toBe(expected);
    expect(block.copiedText()).toBe(expected);
    expect(block.summary()).toBe(`${give.amountSummary}: ${give.openAmount}`);
  });

  test("a suggested amount and a class make the code, its QR code and what is copied", () => {
    const block = renderBlock();
    const cents = Math.round((give.amounts.at(-1) ?? 0) * 100);
    choose(block.field(formatDonationAmount(cents)));
    type(block.classInput, "t98");

    const expected = giftPixPayload(receiver, {
      cents,
      classId: "T98",
      code: CODE,
    });
    expect(block.code()).toBe(expected);
    expect(block.copiedText()).toBe(expected);
    expect(block.images()).toEqual([
      pixQrCodeDataUrl(expected),
      pixQrCodeDataUrl(expected),
    ]);
    expect(block.summary()).toBe(
      `${give.amountSummary}: ${formatDonationAmount(cents)} · ${give.classSummary} T98`,
    );
  });

  test("another amount counts as it is typed, and unselects the suggested one", () => {
    const block = renderBlock();
    const suggested = block.root.querySelector<HTMLInputElement>(FIRST_AMOUNT)!;
    choose(suggested);
    type(block.otherAmount, "1.234,56");

    expect(suggested.checked).toBe(false);
    expect(block.code()).toBe(
      giftPixPayload(receiver, { cents: 123_456, code: CODE }),
    );
    expect(block.summary()).toBe(`${give.amountSummary}: R$ 1.234,56`);
  });

  test("a half-typed amount shows no error until the donor leaves the field, and no code either", () => {
    const block = renderBlock();
    type(block.otherAmount, "500");

    type(block.otherAmount, "1.5");
    expect(block.errorOf(block.otherAmount)).toBe("");
    expect(block.otherAmount).not.toHaveAttribute("aria-invalid");
    expect(block.codeShown()).toBe(false);
    expect(block.summary()).toBe(give.unfinished);

    commit(block.otherAmount);
    expect(block.errorOf(block.otherAmount)).toBe(AMOUNT_ERRORS.separators);
    expect(block.otherAmount).toHaveAttribute("aria-invalid", "true");
    expect(block.otherAmount).toHaveAccessibleDescription(
      AMOUNT_ERRORS.separators,
    );
    expect(block.copyButton()).toBeDisabled();
    expect(block.root).toHaveAttribute("data-stale");
    expect(block.summary()).toBe(AMOUNT_ERRORS.separators);

    type(block.otherAmount, "1.500");
    expect(block.errorOf(block.otherAmount)).toBe("");
    expect(block.otherAmount).not.toHaveAttribute("aria-invalid");
    expect(block.codeShown()).toBe(true);
    expect(block.code()).toBe(
      giftPixPayload(receiver, { cents: 150_000, code: CODE }),
    );
    expect(block.images()).toEqual([
      pixQrCodeDataUrl(block.code()!),
      pixQrCodeDataUrl(block.code()!),
    ]);
  });

  // As a Brazilian types an amount: what the summary and code say while typing, and once the
  // field is left. `undefined`: no code, and the summary says what to do.
  test.each<[typed: string, typing: number | undefined, left: number | string]>(
    [
      ["20,5", 2_050, 2_050],
      ["20,50", 2_050, 2_050],
      ["1.000", 100_000, 100_000],
      ["1.000,50", 100_050, 100_050],
      ["20,", undefined, AMOUNT_ERRORS.separators],
      ["20.", undefined, AMOUNT_ERRORS.separators],
      ["20.5", undefined, AMOUNT_ERRORS.separators],
      ["20.50", undefined, AMOUNT_ERRORS.separators],
      ["2\u200b0,5\ufeff", 2_050, 2_050],
    ],
  )(
    "typed after a suggested amount, %j shows %j while typing and %j once left",
    (typed, typing, left) => {
      const block = renderBlock();
      choose(block.root.querySelector<HTMLInputElement>(FIRST_AMOUNT)!);
      type(block.otherAmount, typed);
      for (const [expected, summaryWhenNone] of [
        [typing, give.unfinished],
        [left, left],
      ] as const) {
        if (typeof expected === "number") {
          expect(block.codeShown()).toBe(true);
          expect(block.code()).toBe(
            giftPixPayload(receiver, { cents: expected, code: CODE }),
          );
          expect(block.summary()).toBe(
            `${give.amountSummary}: ${formatDonationAmount(expected)}`,
          );
        } else {
          expect(block.codeShown()).toBe(false);
          expect(block.summary()).toBe(summaryWhenNone);
        }
        commit(block.otherAmount);
      }
    },
  );

  test("a class pasted with a zero-width character is the class the donor sees", () => {
    const block = renderBlock();
    type(block.classInput, "T\u200b98\u200d");
    commit(block.classInput);
    expect(block.errorOf(block.classInput)).toBe("");
    expect(block.code()).toBe(
      giftPixPayload(receiver, { classId: "T98", code: CODE }),
    );
  });

  test.each([
    ["abc", AMOUNT_ERRORS.notNumber],
    ["0", AMOUNT_ERRORS.zero],
    ["-5", AMOUNT_ERRORS.negative],
  ])("refuses %j with %j", (text, message) => {
    const block = renderBlock();
    type(block.otherAmount, text);
    commit(block.otherAmount);
    expect(block.errorOf(block.otherAmount)).toBe(message);
    expect(block.copyButton()).toBeDisabled();
  });

  test("choosing a suggested amount clears a wrong one typed before", () => {
    const block = renderBlock();
    type(block.otherAmount, "abc");
    commit(block.otherAmount);

    choose(block.root.querySelector<HTMLInputElement>(FIRST_AMOUNT)!);

    expect(block.otherAmount.value).toBe("");
    expect(block.errorOf(block.otherAmount)).toBe("");
    expect(block.copyButton()).toBeEnabled();
  });

  test("a class that cannot be read says so next to the field; emptied, the code has no class", () => {
    const block = renderBlock();
    type(block.classInput, "T1");
    expect(block.codeShown()).toBe(false);
    expect(block.errorOf(block.classInput)).toBe("");
    commit(block.classInput);
    expect(block.errorOf(block.classInput)).toBe(give.classError);
    expect(block.summary()).toBe(give.classError);
    expect(block.classInput).toHaveAccessibleDescription(
      `${give.classHint} ${give.classError}`,
    );
    expect(block.copyButton()).toBeDisabled();

    type(block.classInput, "");
    expect(block.errorOf(block.classInput)).toBe("");
    expect(block.code()).toBe(giftPixPayload(receiver, { code: CODE }));
    expect(block.summary()).toBe(`${give.amountSummary}: ${give.openAmount}`);
  });
});

describe("what the block tells the rest of the page", () => {
  /** Renders the block, keeping every GiftShown it sends from its start on. */
  function renderListened(beforeScript?: (root: HTMLElement) => void) {
    const sent: GiftShown[] = [];
    document.addEventListener(GIFT_CHANGE, listen);
    function listen(event: Event) {
      sent.push((event as CustomEvent<GiftShown>).detail);
    }
    const block = renderBlock(beforeScript);
    document.removeEventListener(GIFT_CHANGE, listen);
    return { block, sent };
  }

  test("tells what it shows once at start, in its attribute and in an event that reaches the document", () => {
    const { block, sent } = renderListened();
    const expected: GiftShown = {
      gift: { code: CODE, monthly: false },
      reference: `DOACAO${CODE}`,
      monthly: false,
    };
    expect(sent).toEqual([expected]);
    expect(JSON.parse(block.root.getAttribute(GIFT_SHOWN_ATTRIBUTE)!)).toEqual(
      expected,
    );
  });

  test.each<{
    name: string;
    act: (block: ReturnType<typeof renderBlock>) => void;
    shown: GiftShown;
  }>([
    {
      name: "a suggested amount",
      act: (block) =>
        choose(block.root.querySelector<HTMLInputElement>(FIRST_AMOUNT)!),
      shown: {
        gift: {
          cents: Math.round((give.amounts[0] ?? 0) * 100),
          code: CODE,
          monthly: false,
        },
        reference: `DOACAO${CODE}`,
        monthly: false,
      },
    },
    {
      name: "an amount typed and a class",
      act: (block) => {
        type(block.otherAmount, "1.234,56");
        type(block.classInput, "t98");
      },
      shown: {
        gift: { cents: 123_456, classId: "T98", code: CODE, monthly: false },
        reference: `T98${CODE}`,
        monthly: false,
      },
    },
    {
      name: "every month chosen without an amount: no gift",
      act: (block) => choose(block.field(give.frequency.monthly)),
      shown: { gift: null, reference: "", monthly: true },
    },
    {
      name: "every month, an amount and a class",
      act: (block) => {
        choose(block.field(give.frequency.monthly));
        type(block.otherAmount, "50");
        type(block.classInput, "T98");
      },
      shown: {
        gift: { cents: 5_000, classId: "T98", code: CODE, monthly: true },
        reference: `T98MENSAL${CODE}`,
        monthly: true,
      },
    },
    {
      name: "an amount being typed: no gift yet",
      act: (block) => type(block.otherAmount, "20,"),
      shown: { gift: null, reference: "", monthly: false },
    },
    {
      name: "an amount the donor left wrong: no gift",
      act: (block) => {
        type(block.otherAmount, "abc");
        commit(block.otherAmount);
      },
      shown: { gift: null, reference: "", monthly: false },
    },
  ])("after $name", ({ act, shown }) => {
    const block = renderBlock();
    const sent: GiftShown[] = [];
    block.root.addEventListener(GIFT_CHANGE, (event) =>
      sent.push((event as CustomEvent<GiftShown>).detail),
    );
    act(block);
    expect(sent.at(-1)).toEqual(shown);
    expect(JSON.parse(block.root.getAttribute(GIFT_SHOWN_ATTRIBUTE)!)).toEqual(
      shown,
    );
  });
});

describe("giving every month", () => {
  const { frequency } = give;

  test("without an amount, no code: the summary asks for one", () => {
    const block = renderBlock();
    choose(block.field(frequency.monthly));
    expect(block.codeShown()).toBe(false);
    expect(block.summary()).toBe(frequency.amountNeeded);
  });

  test("with an amount, the code carries it and says monthly, and the steps open", () => {
    const block = renderBlock();
    expect(block.monthlySteps().open).toBe(false);
    const cents = Math.round((give.amounts.at(-1) ?? 0) * 100);
    choose(block.field(formatDonationAmount(cents)));
    type(block.classInput, "T98");
    choose(block.field(frequency.monthly));

    const expected = giftPixPayload(receiver, {
      cents,
      classId: "T98",
      code: CODE,
      monthly: true,
    });
    expect(block.codeShown()).toBe(true);
    expect(block.code()).toBe(expected);
    expect(block.copiedText()).toBe(expected);
    expect(block.summary()).toBe(
      `${give.amountSummary}: ${formatDonationAmount(cents)} · ${frequency.monthly} · ${give.classSummary} T98`,
    );
    expect(block.monthlySteps().open).toBe(true);

    choose(block.field(frequency.once));
    expect(block.code()).toBe(
      giftPixPayload(receiver, { cents, classId: "T98", code: CODE }),
    );
    expect(block.monthlySteps().open).toBe(false);
  });

  test("a monthly choice the browser kept from the earlier visit opens the steps at once", () => {
    const block = renderBlock((root) => {
      root.querySelector<HTMLInputElement>("input[value=monthly]")!.checked =
        true;
    });
    expect(block.monthlySteps().open).toBe(true);
    expect(block.summary()).toBe(frequency.amountNeeded);
  });

  test("the steps are in the page for a reader without JavaScript, in order", () => {
    document.body.innerHTML = renderToStaticMarkup(
      <GiveByPix
        locale="pt-BR"
        texts={texts}
        notifyHref="#avise-o-fundo"
        pixPayload={openCode}
        qrCodeImage={pixQrCodeDataUrl(openCode)}
        receiver={receiver}
      />,
    );
    const steps = document.querySelector("[data-monthly-steps]")!;
    expect(steps.querySelector("summary")).toHaveTextContent(
      texts.monthly.title,
    );
    expect(
      [...steps.querySelectorAll("li")].map((step) => step.textContent),
    ).toEqual(texts.monthly.steps);
  });

  test.each([
    { fund: "names no subscription", providers: [] },
    {
      fund: "names a card and a boleto subscription",
      providers: [
        { label: "Assinatura por cartão", url: "https://cartao.example/fundo" },
        { label: "Assinatura por boleto", url: "https://boleto.example/fundo" },
      ],
    },
  ])(
    "when the fund $fund, the steps link to each or to nothing",
    ({ providers }) => {
      const { monthly, ...rest } = texts;
      const block = renderBlock(undefined, "pt-BR", {
        ...rest,
        monthly: { ...monthly, providers },
      });
      const links = [...block.monthlySteps().querySelectorAll("a")].map(
        (link) => [link.textContent, link.getAttribute("href")],
      );
      expect(links).toEqual(
        providers.map((provider) => [provider.label, provider.url]),
      );
    },
  );
});

describe("enhanceGiveByPix on the English page", () => {
  const english = englishTexts.give;
  const messages = amountErrorMessages(english.amountErrors, "en");
  const renderEnglish = () => renderBlock(undefined, "en");

  test("the suggested amounts are written in English", () => {
    const block = renderEnglish();
    const cents = Math.round((english.amounts.at(-1) ?? 0) * 100);
    choose(block.field(formatDonationAmount(cents, "en")));
    expect(block.code()).toBe(giftPixPayload(receiver, { cents, code: CODE }));
    expect(block.summary()).toBe(
      `${english.amountSummary}: ${formatDonationAmount(cents, "en")}`,
    );
  });

  test.each([
    ["1,500.50", 150_050, "R$ 1,500.50"],
    ["20.5", 2_050, "R$ 20.50"],
    ["R$ 2,500", 250_000, "R$ 2,500"],
  ])(
    "another amount typed as %j is %d centavos, shown as %j",
    (text, cents, shown) => {
      const block = renderEnglish();
      type(block.field(english.otherAmountLabel), text);
      expect(block.code()).toBe(
        giftPixPayload(receiver, { cents, code: CODE }),
      );
      expect(block.summary()).toBe(`${english.amountSummary}: ${shown}`);
    },
  );

  test.each([
    ["1.500,50", messages.separators],
    ["10.123", messages.decimals],
    ["99,999,999,999", messages.tooLarge],
  ])("refuses %j with the English message %j", (text, message) => {
    const block = renderEnglish();
    const otherAmount = block.field(english.otherAmountLabel);
    type(otherAmount, text);
    commit(otherAmount);
    expect(block.errorOf(otherAmount)).toBe(message);
    expect(block.copyButton()).toBeDisabled();
  });

  test("the largest amount is written in English in its message", () => {
    expect(messages.tooLarge).toContain("R$ 9,999,999,999.99");
  });
});

describe("the QR code's image", () => {
  test("while there is no code it holds an empty picture, never no picture, and then the code's", () => {
    // An image left without `src` can stay an empty box once its code returns (see NO_QR_CODE).
    const block = renderBlock();
    choose(block.field(give.frequency.monthly));
    expect(block.images()).toEqual([NO_QR_CODE, NO_QR_CODE]);
    type(block.otherAmount, "50");
    const expected = giftPixPayload(receiver, {
      cents: 5_000,
      code: CODE,
      monthly: true,
    });
    expect(block.images()).toEqual([
      pixQrCodeDataUrl(expected),
      pixQrCodeDataUrl(expected),
    ]);
  });
});

describe("the gift kept in the tab, as the page is loaded again", () => {
  const { frequency } = give;
  /** The page view after a reload or a discarded tab: it would draw a code of its own. */
  const reload = () => renderBlock(undefined, "pt-BR", texts, "NOVO1");
  const preset = Math.round((give.amounts.at(-1) ?? 0) * 100);

  test.each<{
    name: string;
    choose: (block: ReturnType<typeof renderBlock>) => void;
    fields: {
      amount: string;
      preset: boolean;
      turma: string;
      monthly: boolean;
    };
    summary: string;
  }>([
    {
      name: "nothing chosen: the open amount with the same reference",
      choose: () => {},
      fields: { amount: "", preset: false, turma: "", monthly: false },
      summary: `${give.amountSummary}: ${give.openAmount}`,
    },
    {
      name: "a suggested amount and a class",
      choose: (block) => {
        choose(block.field(formatDonationAmount(preset)));
        type(block.classInput, "turma de 1998");
      },
      fields: { amount: "", preset: true, turma: "T98", monthly: false },
      summary: `${give.amountSummary}: ${formatDonationAmount(preset)} · ${give.classSummary} T98`,
    },
    {
      name: "an amount typed, every month",
      choose: (block) => {
        choose(block.field(frequency.monthly));
        type(block.otherAmount, "1234,5");
      },
      fields: { amount: "1.234,50", preset: false, turma: "", monthly: true },
      summary: `${give.amountSummary}: R$ 1.234,50 · ${frequency.monthly}`,
    },
  ])(
    "$name: comes back whole, with its code",
    ({ choose: chooseGift, fields, summary }) => {
      const before = renderBlock();
      chooseGift(before);
      const code = before.code();

      const after = reload();
      expect(after.code()).toBe(code);
      expect(after.codeShown()).toBe(true);
      expect(after.summary()).toBe(summary);
      expect(after.otherAmount.value).toBe(fields.amount);
      expect(after.field(formatDonationAmount(preset)).checked).toBe(
        fields.preset,
      );
      expect(after.classInput.value).toBe(fields.turma);
      expect(after.field(frequency.monthly).checked).toBe(fields.monthly);
      expect(after.monthlySteps().open).toBe(fields.monthly);
      expect(
        JSON.parse(after.root.getAttribute(GIFT_SHOWN_ATTRIBUTE)!),
      ).toMatchObject({ reference: expect.stringContaining(CODE) });
    },
  );

  test("an amount being fixed when the page was left: the last gift shown comes back", () => {
    const before = renderBlock();
    type(before.otherAmount, "50");
    const shown = before.code();
    type(before.otherAmount, "50,");
    expect(before.codeShown()).toBe(false);

    const after = reload();
    expect(after.code()).toBe(shown);
    expect(after.otherAmount.value).toBe("50");
  });

  test("fields the browser restored, or chosen before the script ran, stay; the reference is the tab's", () => {
    type(renderBlock().otherAmount, "50");

    const after = renderBlock(
      (root) => {
        root.querySelector<HTMLInputElement>("[data-class-id]")!.value = "T85";
      },
      "pt-BR",
      texts,
      "NOVO1",
    );
    expect(after.otherAmount.value).toBe("");
    expect(after.code()).toBe(
      giftPixPayload(receiver, { classId: "T85", code: CODE }),
    );
  });

  test.each([
    {
      name: "stale: kept more than a day ago",
      text: storedGiftText(
        { cents: 5_000, code: "ANTIG", monthly: false },
        Date.now() - STORED_GIFT_MAX_AGE_MS - 60_000,
      ),
    },
    {
      name: "tampered: an amount larger than a code carries",
      text: storedGiftText(
        { cents: 10 ** 12, code: "ANTIG", monthly: false },
        Date.now(),
      ),
    },
    {
      name: "tampered: a class that is no class",
      text: storedGiftText(
        { classId: "<b>T98</b>", code: "ANTIG", monthly: false },
        Date.now(),
      ),
    },
    {
      name: "tampered: a code that breaks the reference",
      text: storedGiftText(
        { cents: 5_000, code: "A B'C", monthly: false },
        Date.now(),
      ),
    },
    { name: "not a gift at all", text: "{" },
  ])("a gift kept $name is ignored: the page starts anew", ({ text }) => {
    sessionStorage.setItem(KEPT_GIFT_KEY, text);
    const block = reload();
    expect(block.code()).toBe(giftPixPayload(receiver, { code: "NOVO1" }));
    expect(block.otherAmount.value).toBe("");
    expect(block.classInput.value).toBe("");
    expect(block.summary()).toBe(`${give.amountSummary}: ${give.openAmount}`);
  });
});

describe("the gift kept in the tab, on the English page", () => {
  test("an amount typed on the Portuguese page comes back written in English, with its code", () => {
    const before = renderBlock();
    type(before.otherAmount, "1.234,5");
    const code = before.code();

    const after = renderBlock(undefined, "en", englishTexts, "NOVO1");
    expect(after.field(englishTexts.give.otherAmountLabel).value).toBe(
      "1,234.50",
    );
    expect(after.code()).toBe(code);
  });
});
