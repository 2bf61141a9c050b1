// The behaviour of ./give-by-pix.tsx: the donor's amount and class become the Pix Copia e Cola
// code, its QR code and what the copy button copies, all made here in the browser from the fund's
// Pix data in the page.
import { defineCopyButton, setCopyText } from "~/components/copy-button.client";
import { defineElement, required, requiredData } from "~/components/dom.client";
import {
  GIFT_CHANGE,
  GIFT_SHOWN_ATTRIBUTE,
  type GiftShown,
} from "~/components/donation/gift-change";
import { parseTurmaId } from "~/lib/class-id";
import {
  type AmountErrorTexts,
  parseDonationAmount,
} from "~/lib/donation-amount";
import { giftClassIn } from "~/lib/gift-class-link";
import { LOCALES, type Locale } from "~/lib/locale";
import { formatDonationAmount } from "~/lib/money";
import {
  type Gift,
  giftPixPayload,
  type PixReceiver,
  randomDonationCode,
} from "~/lib/pix-gift";
import { pixQrCodeDataUrl } from "~/lib/pix-qr";
import { donationReference } from "~/lib/pix-reference";

/** Brings every `<give-by-pix>` of the page to life, with the copy button in it. */
export function defineGiveByPix() {
  defineCopyButton();
  defineElement("give-by-pix", enhanceGiveByPix);
}

/** A field read: its value, or the message that says what to fix. */
type Reading<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * Brings the block to life. `code` tells this page view's gifts apart in the fund's statement;
 * one per page view, so that the codes a donor copies while choosing carry the same reference.
 */
export function enhanceGiveByPix(
  root: HTMLElement,
  code: string = randomDonationCode(),
) {
  const receiver: PixReceiver = {
    key: requiredData(root, "key"),
    merchantName: requiredData(root, "merchantName"),
    merchantCity: requiredData(root, "merchantCity"),
    fundName: requiredData(root, "fundName"),
  };
  const locale = localeOf(requiredData(root, "locale"));
  const texts = {
    amountSummary: requiredData(root, "amountSummary"),
    openAmount: requiredData(root, "openAmount"),
    classSummary: requiredData(root, "classSummary"),
    classError: requiredData(root, "classError"),
    amountErrors: JSON.parse(
      requiredData(root, "amountErrors"),
    ) as AmountErrorTexts,
  };
  const choice = required<HTMLElement>(root, "[data-gift-choice]");
  const radios = [
    ...choice.querySelectorAll<HTMLInputElement>("input[type=radio]"),
  ];
  const otherAmount = required<HTMLInputElement>(choice, "[data-other-amount]");
  const classInput = required<HTMLInputElement>(choice, "[data-class-id]");
  const summary = required<HTMLElement>(root, "[data-gift-summary]");
  const codeText = required<HTMLElement>(root, "[data-pix-code]");
  const images = root.querySelectorAll<HTMLImageElement>("[data-pix-qr]");
  const copyButton = required<HTMLElement>(root, "copy-button");
  const errors = new Map(
    [otherAmount, classInput].map((input) => [input, errorOf(input)]),
  );
  let shownPayload = codeText.textContent ?? "";
  let isStale = false;

  function readAmount(): Reading<number | undefined> {
    const checked = radios.find((radio) => radio.checked);
    if (checked) return { ok: true, value: Number(checked.value) };
    // Nothing chosen: the donor types the amount in the bank app, as without JavaScript.
    if (otherAmount.value.trim() === "") return { ok: true, value: undefined };
    const amount = parseDonationAmount(otherAmount.value, locale);
    return amount.ok
      ? { ok: true, value: amount.cents }
      : { ok: false, error: texts.amountErrors[amount.error] };
  }

  function readClass(): Reading<string | undefined> {
    if (classInput.value.trim() === "") return { ok: true, value: undefined };
    const classId = parseTurmaId(classInput.value);
    return classId
      ? { ok: true, value: classId }
      : { ok: false, error: texts.classError };
  }

  /** Shows `message` under the field and marks it invalid, or clears both. */
  function showError(input: HTMLInputElement, message: string | undefined) {
    const error = errors.get(input);
    if (error) error.textContent = message ?? "";
    if (message) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
  }

  /**
   * Remakes the code from the fields. `committed`: the donor has finished with a field (left it,
   * pressed Enter), so a mistake is shown; while typing, "1." on the way to "1.500" is not one,
   * but a mistake already shown follows the text.
   */
  function update(committed: boolean) {
    const amount = readAmount();
    const classId = readClass();
    for (const [input, reading] of [
      [otherAmount, amount],
      [classInput, classId],
    ] as const) {
      if (reading.ok) showError(input, undefined);
      else if (committed || input.hasAttribute("aria-invalid"))
        showError(input, reading.error);
    }
    if (amount.ok && classId.ok) {
      show({ cents: amount.value, classId: classId.value, code });
    } else if (committed && !isStale) {
      // The code on the page no longer matches the fields: nothing to copy until they are right.
      isStale = true;
      root.dataset.stale = "";
      setCopyText(copyButton, undefined);
      tell({ gift: null, reference: "", monthly: false });
    }
  }

  /** Tells the rest of the page what the block shows now (see ./gift-change.ts). */
  function tell(shown: GiftShown) {
    root.setAttribute(GIFT_SHOWN_ATTRIBUTE, JSON.stringify(shown));
    root.dispatchEvent(
      new CustomEvent<GiftShown>(GIFT_CHANGE, { detail: shown, bubbles: true }),
    );
  }

  function show(gift: Gift) {
    const payload = giftPixPayload(receiver, gift);
    if (payload === shownPayload && !isStale) return;
    isStale = false;
    delete root.dataset.stale;
    shownPayload = payload;
    codeText.textContent = payload;
    const qrCode = pixQrCodeDataUrl(payload);
    for (const image of images) image.src = qrCode;
    setCopyText(copyButton, payload);
    summary.textContent = [
      `${texts.amountSummary}: ${
        gift.cents === undefined
          ? texts.openAmount
          : formatDonationAmount(gift.cents, locale)
      }`,
      ...(gift.classId ? [`${texts.classSummary} ${gift.classId}`] : []),
    ].join(" · ");
    tell({
      gift,
      reference: donationReference(gift.classId, gift.code),
      monthly: false,
    });
  }

  for (const radio of radios) {
    radio.addEventListener("change", () => {
      otherAmount.value = "";
      update(false);
    });
  }
  otherAmount.addEventListener("input", () => {
    if (otherAmount.value.trim() !== "")
      for (const radio of radios) radio.checked = false;
    update(false);
  });
  classInput.addEventListener("input", () => update(false));
  otherAmount.addEventListener("change", () => update(true));
  classInput.addEventListener("change", () => update(true));
  // A class's invitation on the donors page names the class; a class the donor typed stays.
  const invitedClass = giftClassIn(window.location.search);
  if (invitedClass && classInput.value === "") classInput.value = invitedClass;
  // Fields chosen before the script ran, or kept from an earlier visit (back button, restored
  // tab), count at once; with none, the code carries this page view's reference all the same, so
  // that the notice the donor sends names the reference the fund reads in its statement.
  update(true);
}

/** The page's language as the block names it. */
function localeOf(name: string): Locale {
  const locale = LOCALES.find((known) => known === name);
  if (!locale) throw new Error(`unknown language "${name}"`);
  return locale;
}

/** The element among a field's descriptions where its error is written. */
function errorOf(input: HTMLInputElement): HTMLElement {
  const error = (input.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .map((id) => input.ownerDocument.getElementById(id))
    .find((element) => element?.hasAttribute("data-field-error"));
  if (!error) throw new Error(`no error element for #${input.id}`);
  return error;
}
