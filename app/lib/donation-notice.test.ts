import { describe, expect, test } from "vitest";
import { AMOUNT_ERRORS } from "./donation-amount";
import {
  checkNotice,
  type DonationNotice,
  formatNoticeAmount,
  type NoticeForm,
  type NoticeMessageTexts,
  noticeHref,
  noticeMessage,
} from "./donation-notice";

const errors = {
  name: "Escreva o seu nome.",
  class: "Escreva a turma como T98.",
  whatsapp: "Escreva o WhatsApp com DDD.",
  email: "Escreva um e-mail.",
};

const form: NoticeForm = {
  name: "Ana Souza",
  turma: "T98",
  amount: "1.500",
  listing: "name",
  receipt: true,
  channel: "whatsapp",
  whatsapp: "(12) 99123-4567",
  email: "",
};

const texts: NoticeMessageTexts = {
  emailSubject: "Aviso de doação",
  greeting: "Olá! Fiz uma doação.",
  name: "Nome",
  class: "Turma",
  noClass: "não informada",
  amount: "Valor",
  listing: "Em /doadores",
  receipt: "Quero recibo",
  receiptYes: "Sim",
  receiptNo: "Não",
  reply: "Responder por",
  listings: { name: "Com o meu nome", anonymous: "Como doação anônima" },
  channels: { whatsapp: "WhatsApp", email: "E-mail" },
};

const fund = {
  whatsapp: "+5512990000000",
  email: "doacoes@endowment-ita.example",
};

describe("checkNotice", () => {
  test.each<[string, Partial<NoticeForm>, Partial<DonationNotice>]>([
    [
      "a complete form for WhatsApp",
      {},
      {
        name: "Ana Souza",
        turma: "T98",
        cents: 150_000,
        listing: "name",
        receipt: true,
        channel: "whatsapp",
        replyTo: "+5512991234567",
      },
    ],
    [
      "spaces around and inside the name",
      { name: "  Ana   Souza \n" },
      { name: "Ana Souza" },
    ],
    ["no class", { turma: "  " }, { turma: null }],
    ["a class in lower case", { turma: "t05" }, { turma: "T05" }],
    ["a class written as a year", { turma: "1998" }, { turma: "T98" }],
    ["an amount with centavos", { amount: "R$ 250,5" }, { cents: 25_050 }],
    [
      "anonymous, without receipt",
      { listing: "anonymous", receipt: false },
      { listing: "anonymous", receipt: false },
    ],
    [
      "a number from abroad",
      { whatsapp: "+1 202 555 0100" },
      { replyTo: "+12025550100" },
    ],
    [
      "e-mail, with a wrong WhatsApp left over",
      { channel: "email", email: " ana@exemplo.com.br ", whatsapp: "123" },
      { channel: "email", replyTo: "ana@exemplo.com.br" },
    ],
  ])("%s", (_case, change, expected) => {
    expect(checkNotice({ ...form, ...change }, errors)).toEqual({
      ok: true,
      notice: expect.objectContaining(expected),
    });
  });

  test.each<[string, Partial<NoticeForm>, Record<string, string>]>([
    ["an empty name", { name: "   " }, { name: errors.name }],
    ["a class that is not one", { turma: "Amigos" }, { turma: errors.class }],
    ["a class of three digits", { turma: "T198" }, { turma: errors.class }],
    ["an empty amount", { amount: "" }, { amount: AMOUNT_ERRORS.empty }],
    [
      "an amount in words",
      { amount: "mil" },
      { amount: AMOUNT_ERRORS.notNumber },
    ],
    ["a zero amount", { amount: "0,00" }, { amount: AMOUNT_ERRORS.zero }],
    [
      "a WhatsApp without area code",
      { whatsapp: "99123-4567" },
      { whatsapp: errors.whatsapp },
    ],
    ["an empty WhatsApp", { whatsapp: "" }, { whatsapp: errors.whatsapp }],
    [
      "a wrong e-mail, with a good WhatsApp left over",
      { channel: "email", email: "ana@exemplo" },
      { email: errors.email },
    ],
    [
      "everything wrong at once",
      { name: "", turma: "x", amount: "-5", channel: "email", email: "" },
      {
        name: errors.name,
        turma: errors.class,
        amount: AMOUNT_ERRORS.negative,
        email: errors.email,
      },
    ],
  ])("%s", (_case, change, expected) => {
    expect(checkNotice({ ...form, ...change }, errors)).toEqual({
      ok: false,
      errors: expected,
    });
  });
});

describe("formatNoticeAmount", () => {
  test.each([
    [1, "R$ 0,01"],
    [150_000, "R$ 1.500,00"],
    [25_050, "R$ 250,50"],
    [123_456_789, "R$ 1.234.567,89"],
  ])("%d centavos → %j", (cents, expected) => {
    expect(formatNoticeAmount(cents)).toBe(expected);
  });
});

const notice: DonationNotice = {
  name: "Ana Souza",
  turma: "T98",
  cents: 150_000,
  listing: "name",
  receipt: true,
  channel: "whatsapp",
  replyTo: "+5512991234567",
};

describe("noticeMessage", () => {
  test.each<[string, Partial<DonationNotice>, string[]]>([
    [
      "every field, WhatsApp",
      {},
      [
        "Olá! Fiz uma doação.",
        "Nome: Ana Souza",
        "Turma: T98",
        "Valor: R$ 1.500,00",
        "Em /doadores: Com o meu nome",
        "Quero recibo: Sim",
        "Responder por: WhatsApp, +55 12 99123-4567",
      ],
    ],
    [
      "anonymous, no class, no receipt, e-mail",
      {
        turma: null,
        listing: "anonymous",
        receipt: false,
        channel: "email",
        replyTo: "ana@exemplo.com.br",
        cents: 5_050,
      },
      [
        "Olá! Fiz uma doação.",
        "Nome: Ana Souza",
        "Turma: não informada",
        "Valor: R$ 50,50",
        "Em /doadores: Como doação anônima",
        "Quero recibo: Não",
        "Responder por: E-mail, ana@exemplo.com.br",
      ],
    ],
  ])("%s", (_case, change, lines) => {
    expect(noticeMessage({ ...notice, ...change }, texts)).toBe(
      lines.join("\n"),
    );
  });

  test("a number from abroad is written as typed, in international form", () => {
    expect(
      noticeMessage({ ...notice, replyTo: "+12025550100" }, texts),
    ).toMatch(/\nResponder por: WhatsApp, \+12025550100$/);
  });
});

describe("noticeHref", () => {
  test.each<[string, Partial<DonationNotice>, RegExp, "text" | "body"]>([
    [
      "WhatsApp opens a chat with the fund",
      {},
      /^https:\/\/wa\.me\/5512990000000\?text=/,
      "text",
    ],
    [
      "e-mail opens a message to the fund",
      { channel: "email", replyTo: "ana@exemplo.com.br" },
      /^mailto:doacoes@endowment-ita\.example\?subject=Aviso%20de%20doa%C3%A7%C3%A3o&body=/,
      "body",
    ],
  ])("%s, holding the whole message", (_case, change, start, parameter) => {
    const full = { ...notice, ...change };
    const href = noticeHref(full, texts, fund);
    expect(href).toMatch(start);
    const query = new URLSearchParams(href.slice(href.indexOf("?")));
    expect(query.get(parameter)?.replace(/\r\n/g, "\n")).toBe(
      noticeMessage(full, texts),
    );
  });

  test("characters that mean something in an address travel as text", () => {
    const href = noticeHref(
      { ...notice, name: "Ana & Bia #1 ?=%" },
      texts,
      fund,
    );
    expect(href).not.toMatch(/[ &#]Bia|#1|\?=%/);
    const text = new URLSearchParams(href.slice(href.indexOf("?"))).get("text");
    expect(text).toContain("Nome: Ana & Bia #1 ?=%");
  });
});
