// The behaviour of ./notify-fund-form.tsx: starts from the gift the Pix block shows and follows
// it, asks for what the way of giving chosen needs (a currency, a Pix reference), checks the
// fields, shows each problem beside its field and moves the focus to the first, or opens the
// donor's message to the fund in WhatsApp or in their e-mail. Nothing is sent to any server, and
// nothing typed is cleared.
import {
  GIFT_CHANGE,
  GIFT_SHOWN_ATTRIBUTE,
  type GiftShown,
} from "./gift-change";
import type { NotifyFormTexts } from "./notify-fund-form";
import {
  checkNotice,
  type GiftWay,
  type NoticeField,
  type NoticeForm,
  noticeHref,
  typedAmount,
  usualCurrency,
} from "~/lib/donation-notice";
import {
  defineElement,
  required,
  requiredData,
  reveal,
} from "~/components/dom.client";

/** The Pix block's element, which tells what it shows (./gift-change.ts). */
const PIX_BLOCK = "give-by-pix";

/** Brings every `<notify-fund-form>` of the page to life. */
export function defineNotifyFundForm() {
  defineElement("notify-fund-form", (element) =>
    enhanceNotifyFundForm(required<HTMLFormElement>(element, "form")),
  );
}

/** The donor's day, "2026-11-27": a gift is dated by the donor's calendar, not UTC's. */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000)
    .toISOString()
    .slice(0, 10);
}

/** Brings one notice form to life. */
export function enhanceNotifyFundForm(form: HTMLFormElement) {
  const texts = JSON.parse(requiredData(form, "texts")) as NotifyFormTexts;
  const fund = {
    whatsapp: requiredData(form, "fundWhatsapp"),
    email: requiredData(form, "fundEmail"),
  };
  const submit = required<HTMLButtonElement>(form, "button[type=submit]");
  const status = required<HTMLElement>(form, "[data-notice-status]");
  const input = (name: string) =>
    required<HTMLInputElement>(form, `input[name="${name}"]`);
  /**
   * What the form last took from the Pix block; a field holding anything else is the donor's
   * (typed, or typed before the script ran, or restored by Back), and a later change of the
   * block leaves it as it is.
   */
  const taken = { amount: "", turma: "", monthly: false };

  /** The fields as the donor left them: a checkbox is on when the form would send it. */
  function read(): NoticeForm {
    const data = new FormData(form);
    const fields = Object.fromEntries(data) as Record<string, string>;
    return {
      ...(fields as Omit<NoticeForm, "monthly" | "receipt">),
      monthly: data.has("monthly"),
      receipt: data.has("receipt"),
    };
  }

  /**
   * The gift the Pix block shows → the fields the donor has not changed. While the block shows
   * no code (an amount being fixed), the form stays as it is.
   */
  function followPixBlock({ gift, reference, monthly }: GiftShown) {
    if (!gift) return;
    const fill = (name: "amount" | "turma", value: string) => {
      const control = input(name);
      if (control.value === taken[name]) control.value = taken[name] = value;
    };
    fill(
      "amount",
      gift.cents === undefined ? "" : typedAmount(gift.cents, texts.locale),
    );
    fill("turma", gift.classId ?? "");
    const monthlyBox = input("monthly");
    if (monthlyBox.checked === taken.monthly)
      monthlyBox.checked = taken.monthly = monthly;
    input("reference").value = reference;
    status.replaceChildren();
  }

  function readPixBlock(block: Element | null) {
    const shown = block?.getAttribute(GIFT_SHOWN_ATTRIBUTE);
    if (shown) followPixBlock(JSON.parse(shown) as GiftShown);
  }

  const currency = required<HTMLSelectElement>(form, "select[name=currency]");
  /**
   * The currency last proposed for the way chosen, at first the page's; another one is the
   * donor's choice (made now, or restored by Back or a reload), kept.
   */
  let proposedCurrency =
    [...currency.options].find((option) => option.defaultSelected)?.value ??
    currency.value;

  /** Shows the parts the chosen way asks for, and proposes its usual currency. */
  function followWay() {
    const way = (new FormData(form).get("way") ?? "pix") as GiftWay;
    for (const part of form.querySelectorAll<HTMLElement>("[data-for-ways]"))
      part.hidden = !part.dataset.forWays?.split(" ").includes(way);
    if (currency.value === proposedCurrency)
      currency.value = proposedCurrency = usualCurrency(way, texts.locale);
  }

  form.addEventListener("change", (event) => {
    if ((event.target as HTMLInputElement).name === "way") followWay();
  });

  form.addEventListener("input", () => {
    // The link of a message already opened no longer holds what the form says.
    status.replaceChildren();
  });

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    status.replaceChildren();
    const today = localToday();
    const check = checkNotice(read(), texts.errors, texts.locale, today);
    for (const error of form.querySelectorAll<HTMLElement>(
      "[data-error-for]",
    )) {
      const field = error.dataset.errorFor as NoticeField;
      const message = check.ok ? undefined : check.errors[field];
      error.textContent = message ?? "";
      // The field stands right before its error (see TextField).
      const control = error.previousElementSibling!;
      if (message) control.setAttribute("aria-invalid", "true");
      else control.removeAttribute("aria-invalid");
    }
    if (!check.ok) {
      form.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
      return;
    }
    const link = document.createElement("a");
    link.href = noticeHref(check.notice, texts.message, fund, texts.locale);
    link.textContent = texts.openLinkLabel;
    link.className = "underline underline-offset-4";
    if (check.notice.channel === "whatsapp") {
      // A new tab, so that the form stays as the donor left it.
      link.target = "_blank";
      link.rel = "noopener noreferrer";
      const hint = document.createElement("span");
      hint.className = "sr-only";
      hint.textContent = ` ${texts.newTabHint}`;
      link.append(hint);
    }
    status.replaceChildren(`${texts.opened} `, link);
    link.click();
  });

  const date = input("date");
  date.max = localToday();
  if (!date.value) date.value = date.max;
  document.addEventListener(GIFT_CHANGE, (event) =>
    readPixBlock(event.target as Element),
  );
  readPixBlock(document.querySelector(PIX_BLOCK));
  followWay();

  form.querySelector<HTMLElement>("[data-without-script]")?.remove();
  submit.disabled = false;
  reveal(submit);
}
