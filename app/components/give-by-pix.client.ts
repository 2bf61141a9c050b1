// The behaviour of ./give-by-pix.tsx: the donor's amount, frequency and class become the Pix Copia
// e Cola code, its QR code and what the copy button copies, all made here in the browser from the
// fund's Pix data in the page. While the fields do not make a gift, no code is shown or copied.
import { defineCopyButton, setCopyText } from "~/components/copy-button.client";
import { defineElement, required, requiredData } from "~/components/dom.client";
import {
  GIFT_CHANGE,
  GIFT_SHOWN_ATTRIBUTE,
  type GiftShown,
} from "~/components/gift-change";
import { parseTurmaId } from "~/lib/class-id";
import {
  type AmountErrorTexts,
  parseDonationAmount,
} from "~/lib/donation-amount";
import { typedAmount } from "~/lib/donation-notice";
import { giftClassIn } from "~/lib/gift-class-link";
import { visibleText } from "~/lib/invisible-characters";
import { LOCALES, type Locale } from "~/lib/locale";
import { formatDonationAmount } from "~/lib/money";
import {
  type Gift,
  giftPixPayload,
  giftReference,
  type PixReceiver,
  randomDonationCode,
} from "~/lib/pix-gift";
import { pixQrCodeDataUrl } from "~/lib/pix-qr";
import { keepGift, recallGift } from "./kept-gift.client";

/** Brings every `<give-by-pix>` of the page to life, with the copy button in it. */
export function defineGiveByPix() {
  defineCopyButton();
  defineElement("give-by-pix", enhanceGiveByPix);
}

/**
 * A field read: its value, or the message that says what to fix; `partial`, the donor may still
 * be typing towards a value ("20," on the way to "20,50"), so the message waits for the field's end.
 */
type Reading<T> =
  { ok: true; value: T } | { ok: false; error: string; partial: boolean };

/**
 * What a QR code's image shows while there is no code: nothing, drawn as an image all the same.
 * An `<img>` without `src` is drawn as its text instead, and Chromium keeps that empty box once
 * the `src` comes back if the page was laid out (an accessibility tree read, as screen readers
 * and password managers do) while the image sat in the closed "Mostrar QR Code".
 */
export const NO_QR_CODE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
)}`;

/**
 * Brings the block to life. `newCode` tells this tab's gifts apart in the fund's statement; one
 * per tab, kept with the gift on screen (./kept-gift.client.ts), so that the codes a donor copies
 * while choosing, and the page loaded again while she pays, carry the same reference.
 */
export function enhanceGiveByPix(
  root: HTMLElement,
  newCode: string = randomDonationCode(),
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
    monthly: requiredData(root, "monthlySummary"),
    amountNeeded: requiredData(root, "amountNeeded"),
    unfinished: requiredData(root, "unfinished"),
    amountErrors: JSON.parse(
      requiredData(root, "amountErrors"),
    ) as AmountErrorTexts,
  };
  const choice = required<HTMLElement>(root, "[data-gift-choice]");
  const radios = [
    ...choice.querySelectorAll<HTMLInputElement>("input[name=valor]"),
  ];
  const otherAmount = required<HTMLInputElement>(choice, "[data-other-amount]");
  const classInput = required<HTMLInputElement>(choice, "[data-class-id]");
  const monthlyChoice = required<HTMLInputElement>(choice, "[data-monthly]");
  const frequencies = [
    ...choice.querySelectorAll<HTMLInputElement>(
      `input[name="${monthlyChoice.name}"]`,
    ),
  ];
  const monthlySteps = required<HTMLDetailsElement>(
    root,
    "[data-monthly-steps]",
  );
  const summary = required<HTMLElement>(root, "[data-gift-summary]");
  const codeText = required<HTMLElement>(root, "[data-pix-code]");
  const images = root.querySelectorAll<HTMLImageElement>("[data-pix-qr]");
  const copyButton = required<HTMLElement>(root, "copy-button");
  const errors = new Map(
    [otherAmount, classInput].map((input) => [input, errorOf(input)]),
  );
  let shownPayload = codeText.textContent ?? "";
  let isStale = false;
  const kept = recallGift();
  const code = kept?.code ?? newCode;

  function readAmount(): Reading<number | undefined> {
    const checked = radios.find((radio) => radio.checked);
    if (checked) return { ok: true, value: Number(checked.value) };
    // Nothing chosen: the donor types the amount in the bank app, as without JavaScript.
    if (visibleText(otherAmount.value) === "")
      return { ok: true, value: undefined };
    const amount = parseDonationAmount(otherAmount.value, locale);
    return amount.ok
      ? { ok: true, value: amount.cents }
      : {
          ok: false,
          error: texts.amountErrors[amount.error],
          partial: amount.partial,
        };
  }

  function readClass(): Reading<string | undefined> {
    const typed = visibleText(classInput.value);
    if (typed === "") return { ok: true, value: undefined };
    const classId = parseTurmaId(typed);
    return classId
      ? { ok: true, value: classId }
      : // "T" and "T9" are on the way to "T98": a class is told wrong once the field is left.
        { ok: false, error: texts.classError, partial: true };
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
   * but a mistake already shown follows the text. Whenever the fields make no gift, the code and
   * its QR code go, and the summary says what to fix.
   */
  function update(committed: boolean) {
    const amount = readAmount();
    const classId = readClass();
    const monthly = monthlyChoice.checked;
    const shownErrors: string[] = [];
    for (const [input, reading] of [
      [otherAmount, amount],
      [classInput, classId],
    ] as const) {
      if (reading.ok) showError(input, undefined);
      else if (
        committed ||
        !reading.partial ||
        input.hasAttribute("aria-invalid")
      ) {
        showError(input, reading.error);
        shownErrors.push(reading.error);
      }
    }
    if (!amount.ok || !classId.ok) {
      withdraw(shownErrors[0] ?? texts.unfinished, monthly);
    } else if (monthly && amount.value === undefined) {
      withdraw(texts.amountNeeded, monthly);
    } else {
      show({ cents: amount.value, classId: classId.value, code, monthly });
    }
  }

  /** Takes the code off the page, so nothing can be read or copied, and says why in its place. */
  function withdraw(reason: string, monthly: boolean) {
    isStale = true;
    root.dataset.stale = "";
    for (const image of images) image.src = NO_QR_CODE;
    setCopyText(copyButton, undefined);
    summary.textContent = reason;
    tell({ gift: null, reference: "", monthly });
  }

  /** Tells the rest of the page what the block shows now, when it changed (see ./gift-change.ts). */
  function tell(shown: GiftShown) {
    const told = JSON.stringify(shown);
    if (told === root.getAttribute(GIFT_SHOWN_ATTRIBUTE)) return;
    root.setAttribute(GIFT_SHOWN_ATTRIBUTE, told);
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
    keepGift(gift);
    summary.textContent = [
      `${texts.amountSummary}: ${
        gift.cents === undefined
          ? texts.openAmount
          : formatDonationAmount(gift.cents, locale)
      }`,
      ...(gift.monthly ? [texts.monthly] : []),
      ...(gift.classId ? [`${texts.classSummary} ${gift.classId}`] : []),
    ].join(" · ");
    tell({
      gift,
      reference: giftReference(gift),
      monthly: gift.monthly === true,
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
  for (const frequency of frequencies) {
    frequency.addEventListener("change", () => {
      monthlySteps.open = monthlyChoice.checked;
      update(true);
    });
  }
  otherAmount.addEventListener("change", () => update(true));
  classInput.addEventListener("change", () => update(true));
  /**
   * The gift kept in this tab, into fields the donor has left as the page painted them: what the
   * browser restored or the donor chose before the script ran is the donor's latest.
   */
  function restore(gift: Gift) {
    const untouched =
      !radios.some((radio) => radio.checked) &&
      otherAmount.value === "" &&
      classInput.value === "" &&
      !monthlyChoice.checked;
    if (!untouched) return;
    const preset = radios.find((radio) => Number(radio.value) === gift.cents);
    if (preset) preset.checked = true;
    else if (gift.cents !== undefined)
      otherAmount.value = typedAmount(gift.cents, locale);
    classInput.value = gift.classId ?? "";
    monthlyChoice.checked = gift.monthly === true;
  }

  if (kept) restore(kept);
  // A class's invitation on the donors page names the class; a class the donor typed stays.
  const invitedClass = giftClassIn(window.location.search);
  if (invitedClass && classInput.value === "") classInput.value = invitedClass;
  // Fields chosen before the script ran, or kept from an earlier visit (back button, restored
  // tab), count at once; with none, the code carries this tab's reference all the same, so
  // that the notice the donor sends names the reference the fund reads in its statement. A
  // browser may restore the fields only as the page is shown: they are read again then.
  const start = () => {
    if (monthlyChoice.checked) monthlySteps.open = true;
    update(true);
  };
  start();
  window.addEventListener("pageshow", start);
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
