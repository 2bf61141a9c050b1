// The behaviour of ./notify-fund-form.tsx: starts from the gift the Pix block shows and follows
// it, checks the fields, shows each problem beside its field and moves the focus to the first,
// or opens the donor's message to the fund in WhatsApp or in their e-mail. Nothing is sent to any
// server, and nothing typed is cleared.
import {
  GIFT_CHANGE,
  GIFT_SHOWN_ATTRIBUTE,
  type GiftShown,
} from "./gift-change";
import type { NotifyFormTexts } from "./notify-fund-form";
import {
  checkNotice,
  type NoticeChannel,
  type NoticeField,
  type NoticeForm,
  noticeHref,
  typedAmount,
} from "~/lib/donation-notice";
import {
  defineElement,
  required,
  requiredData,
  reveal,
} from "~/components/dom.client";

/** The fields that can be wrong, in the order they appear. */
const FIELDS: NoticeField[] = [
  "name",
  "turma",
  "amount",
  "date",
  "cpf",
  "honoree",
  "tellName",
  "tellContact",
  "whatsapp",
  "email",
];

/** The Pix block's element, which tells what it shows (./gift-change.ts). */
const PIX_BLOCK = "give-by-pix";

/** Brings every `<notify-fund-form>` of the page to life. */
export function defineNotifyFundForm() {
  defineElement("notify-fund-form", (element) =>
    enhanceNotifyFundForm(required<HTMLFormElement>(element, "form")),
  );
}

/** The donor's day, "2026-11-27": a gift is dated by the donor's calendar, not UTC's. */
function localIsoDate(now: Date): string {
  const two = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
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
  const tributeFields = required<HTMLElement>(form, "[data-tribute-fields]");
  const input = (name: string) =>
    required<HTMLInputElement>(form, `input[name="${name}"]`);
  const chosen = (name: string) =>
    form.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)
      ?.value;
  /** The fields the donor changed: a later change of the Pix block leaves them as they are. */
  const edited = new Set<string>();

  const channel = (): NoticeChannel =>
    chosen("channel") === "email" ? "email" : "whatsapp";
  const tribute = (): NoticeForm["tribute"] => {
    const value = chosen("tribute");
    return value === "memory" || value === "honor" ? value : "none";
  };

  function read(): NoticeForm {
    return {
      name: input("name").value,
      turma: input("turma").value,
      amount: input("amount").value,
      date: input("date").value,
      reference: input("reference").value,
      monthly: input("monthly").checked,
      listing: chosen("listing") === "anonymous" ? "anonymous" : "name",
      receipt: input("receipt").checked,
      cpf: input("cpf").value,
      tribute: tribute(),
      honoree: input("honoree").value,
      tellName: input("tellName").value,
      tellContact: input("tellContact").value,
      channel: channel(),
      whatsapp: input("whatsapp").value,
      email: input("email").value,
    };
  }

  function showError(field: NoticeField, message: string | undefined) {
    const control = input(field);
    required<HTMLElement>(form, `[data-error-for="${field}"]`).textContent =
      message ?? "";
    if (message) control.setAttribute("aria-invalid", "true");
    else control.removeAttribute("aria-invalid");
  }

  /** Shows the contact field of the chosen channel; the other keeps what was typed in it. */
  function showChannelField() {
    for (const wrapper of form.querySelectorAll<HTMLElement>(
      "[data-channel-field]",
    )) {
      const field = wrapper.dataset.channelField as NoticeField;
      const isChosen = field === channel();
      wrapper.hidden = !isChosen;
      input(field).required = isChosen;
      if (!isChosen) showError(field, undefined);
    }
  }

  /** Shows the tribute's fields while one is chosen; they keep what was typed in them. */
  function showTributeFields() {
    const hasTribute = tribute() !== "none";
    tributeFields.hidden = !hasTribute;
    input("honoree").required = hasTribute;
    if (!hasTribute)
      for (const field of ["honoree", "tellName", "tellContact"] as const)
        showError(field, undefined);
  }

  /**
   * The gift the Pix block shows → the fields the donor has not changed. While the block shows
   * no code (an amount being fixed), the form stays as it is.
   */
  function followPixBlock(shown: GiftShown) {
    const { gift } = shown;
    if (!gift) return;
    const fill = (name: string, value: string) => {
      if (!edited.has(name)) input(name).value = value;
    };
    fill(
      "amount",
      gift.cents === undefined ? "" : typedAmount(gift.cents, texts.locale),
    );
    fill("turma", gift.classId ?? "");
    if (!edited.has("monthly")) input("monthly").checked = shown.monthly;
    input("reference").value = shown.reference;
    status.replaceChildren();
  }

  function readPixBlock(block: Element | null) {
    const shown = block?.getAttribute(GIFT_SHOWN_ATTRIBUTE);
    if (shown) followPixBlock(JSON.parse(shown) as GiftShown);
  }

  form.addEventListener("input", (event) => {
    const { name } = event.target as HTMLInputElement;
    edited.add(name);
    // The link of a message already opened no longer holds what the form says.
    status.replaceChildren();
    if (name === "channel") showChannelField();
    if (name === "tribute") showTributeFields();
  });

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    status.replaceChildren();
    const today = localIsoDate(new Date());
    const check = checkNotice(read(), texts.errors, texts.locale, today);
    for (const field of FIELDS)
      showError(field, check.ok ? undefined : check.errors[field]);
    if (!check.ok) {
      const first = FIELDS.find((field) => check.errors[field]);
      if (first) input(first).focus();
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
  date.max = localIsoDate(new Date());
  // A value the browser restored (Back) is the donor's, and stays.
  if (!date.value) date.value = date.max;
  document.addEventListener(GIFT_CHANGE, (event) =>
    readPixBlock(event.target as Element),
  );
  readPixBlock(document.querySelector(PIX_BLOCK));

  form.querySelector<HTMLElement>("[data-without-script]")?.remove();
  showChannelField();
  showTributeFields();
  submit.disabled = false;
  reveal(submit);
}
