// The behaviour of ./notify-fund-form.tsx: checks the fields, shows each problem beside its field
// and moves the focus to the first, or opens the donor's message to the fund in WhatsApp or in
// their e-mail. Nothing is sent to any server, and nothing typed is cleared.
import type { NotifyFormTexts } from "./notify-fund-form";
import {
  checkNotice,
  type NoticeChannel,
  type NoticeField,
  type NoticeForm,
  noticeHref,
} from "~/lib/donation-notice";
import {
  defineElement,
  required,
  requiredData,
  reveal,
} from "~/components/dom.client";

/** The fields that can be wrong, in the order they appear. */
const FIELDS: NoticeField[] = ["name", "turma", "amount", "whatsapp", "email"];

/** Brings every `<notify-fund-form>` of the page to life. */
export function defineNotifyFundForm() {
  defineElement("notify-fund-form", (element) =>
    enhanceNotifyFundForm(required<HTMLFormElement>(element, "form")),
  );
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
  const chosen = (name: string) =>
    form.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)
      ?.value;

  const channel = (): NoticeChannel =>
    chosen("channel") === "email" ? "email" : "whatsapp";

  function read(): NoticeForm {
    return {
      name: input("name").value,
      turma: input("turma").value,
      amount: input("amount").value,
      listing: chosen("listing") === "anonymous" ? "anonymous" : "name",
      receipt: input("receipt").checked,
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

  form.addEventListener("input", (event) => {
    // The link of a message already opened no longer holds what the form says.
    status.replaceChildren();
    if ((event.target as HTMLInputElement).name === "channel")
      showChannelField();
  });

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    status.replaceChildren();
    const check = checkNotice(read(), texts.errors, texts.locale);
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

  form.querySelector<HTMLElement>("[data-without-script]")?.remove();
  showChannelField();
  submit.disabled = false;
  reveal(submit);
}
