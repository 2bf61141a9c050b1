import { describe, expect, test } from "vitest";
import type { AmountErrorTexts } from "./donation-amount";
import {
  checkNotice,
  type DonationNotice,
  formatNoticeAmount,
  type NoticeForm,
  type NoticeMessageTexts,
  noticeHref,
  noticeMessage,
} from "./donation-notice";
import type { Locale } from "./locale";

const amountErrors: AmountErrorTexts = {
  empty: "Digite um valor.",
  notNumber: "Digite só números.",
  negative: "O valor não pode ser negativo.",
  separators: "Use vírgula para os centavos.",
  decimals: "No máximo dois decimais.",
  zero: "O valor precisa ser maior que zero.",
  tooLarge: "O valor máximo é R$ 9.999.999.999,99.",
};

const errors = {
  name: "Escreva o seu nome.",
  class: "Escreva a turma como T98.",
  whatsapp: "Escreva o WhatsApp com DDD.",
  email: "Escreva um e-mail.",
  amount: amountErrors,
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
    expect(checkNotice({ ...form, ...change }, errors, "pt-BR")).toEqual({
      ok: true,
      notice: expect.objectContaining(expected),
    });
  });

  test.each<[string, Partial<NoticeForm>, Record<string, string>]>([
    ["an empty name", { name: "   " }, { name: errors.name }],
    ["a class that is not one", { turma: "Amigos" }, { turma: errors.class }],
    ["a class of three digits", { turma: "T198" }, { turma: errors.class }],
    ["an empty amount", { amount: "" }, { amount: amountErrors.empty }],
    [
      "an amount in words",
      { amount: "mil" },
      { amount: amountErrors.notNumber },
    ],
    ["a zero amount", { amount: "0,00" }, { amount: amountErrors.zero }],
    [
      "an amount written in English",
      { amount: "1,500.50" },
      { amount: amountErrors.separators },
    ],
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
        amount: amountErrors.negative,
        email: errors.email,
      },
    ],
  ])("%s", (_case, change, expected) => {
    expect(checkNotice({ ...form, ...change }, errors, "pt-BR")).toEqual({
      ok: false,
      errors: expected,
    });
  });
});

describe("checkNotice in English", () => {
  test.each<[string, string, number]>([
    ["thousands with a comma, cents with a dot", "1,500.50", 150_050],
    ["a dot for the cents", "20.5", 2_050],
    ["thousands alone", "R$ 2,500", 250_000],
  ])("reads an amount with %s", (_case, amount, cents) => {
    expect(checkNotice({ ...form, amount }, errors, "en")).toEqual({
      ok: true,
      notice: expect.objectContaining({ cents }),
    });
  });

  test.each<[string, keyof AmountErrorTexts]>([
    ["1.500,50", "separators"],
    ["10.123", "decimals"],
    ["-5", "negative"],
  ])("refuses %j with the %s message", (amount, kind) => {
    expect(checkNotice({ ...form, amount }, errors, "en")).toEqual({
      ok: false,
      errors: { amount: amountErrors[kind] },
    });
  });
});

describe("formatNoticeAmount", () => {
  test.each<[number, Locale, string]>([
    [1, "pt-BR", "R$ 0,01"],
    [150_000, "pt-BR", "R$ 1.500,00"],
    [25_050, "pt-BR", "R$ 250,50"],
    [123_456_789, "pt-BR", "R$ 1.234.567,89"],
    [1, "en", "R$ 0.01"],
    [150_000, "en", "R$ 1,500.00"],
    [25_050, "en", "R$ 250.50"],
    [123_456_789, "en", "R$ 1,234,567.89"],
  ])("%d centavos in %s → %j", (cents, locale, expected) => {
    expect(formatNoticeAmount(cents, locale)).toBe(expected);
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
    expect(noticeMessage({ ...notice, ...change }, texts, "pt-BR")).toBe(
      lines.join("\n"),
    );
  });

  test("a number from abroad is written as typed, in international form", () => {
    expect(
      noticeMessage({ ...notice, replyTo: "+12025550100" }, texts, "pt-BR"),
    ).toMatch(/\nResponder por: WhatsApp, \+12025550100$/);
  });

  test("in English, the words are the English texts' and the amount is written in English", () => {
    const english: NoticeMessageTexts = {
      emailSubject: "Notice of a gift",
      greeting: "Hello! I have made a gift.",
      name: "Name",
      class: "Class",
      noClass: "not given",
      amount: "Amount",
      listing: "On the donors list",
      receipt: "I'd like a receipt",
      receiptYes: "Yes",
      receiptNo: "No",
      reply: "Reply by",
      listings: { name: "With my name", anonymous: "As an anonymous gift" },
      channels: { whatsapp: "WhatsApp", email: "Email" },
    };
    expect(
      noticeMessage(
        { ...notice, cents: 150_050, replyTo: "+12025550100" },
        english,
        "en",
      ).split("\n"),
    ).toEqual([
      "Hello! I have made a gift.",
      "Name: Ana Souza",
      "Class: T98",
      "Amount: R$ 1,500.50",
      "On the donors list: With my name",
      "I'd like a receipt: Yes",
      "Reply by: WhatsApp, +12025550100",
    ]);
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
    const href = noticeHref(full, texts, fund, "pt-BR");
    expect(href).toMatch(start);
    const query = new URLSearchParams(href.slice(href.indexOf("?")));
    expect(query.get(parameter)?.replace(/\r\n/g, "\n")).toBe(
      noticeMessage(full, texts, "pt-BR"),
    );
  });

  test("characters that mean something in an address travel as text", () => {
    const href = noticeHref(
      { ...notice, name: "Ana & Bia #1 ?=%" },
      texts,
      fund,
      "pt-BR",
    );
    expect(href).not.toMatch(/[ &#]Bia|#1|\?=%/);
    const text = new URLSearchParams(href.slice(href.indexOf("?"))).get("text");
    expect(text).toContain("Nome: Ana & Bia #1 ?=%");
  });
});
