import { describe, expect, test } from "vitest";
import { type AmountErrorTexts, amountErrorMessages } from "./donation-amount";
import {
  checkNotice,
  type DonationNotice,
  MAX_NOTICE_LENGTH,
  typedAmount,
  NOTICE_LIMITS,
  type NoticeForm,
  type GiftWay,
  type NoticeMessageTexts,
  noticeHref,
  noticeMessage,
  usualCurrency,
} from "./donation-notice";
import type { Locale } from "./locale";
import type { Currency } from "./money";

const amountErrors: AmountErrorTexts = {
  empty: "Digite um valor.",
  notNumber: "Digite só números.",
  negative: "O valor não pode ser negativo.",
  separators: "Use vírgula para os centavos.",
  decimals: "No máximo dois decimais.",
  zero: "O valor precisa ser maior que zero.",
  tooLarge: "O valor máximo é {valor}.",
};

const errors = {
  name: "Escreva o seu nome.",
  class: "Escreva a turma como T98.",
  whatsapp: "Escreva o WhatsApp com DDD.",
  email: "Escreva um e-mail.",
  date: "Escolha o dia da doação, até hoje.",
  cpf: "Confira o CPF: os dois últimos dígitos não conferem.",
  honoree: "Escreva o nome da pessoa homenageada.",
  tellContact: "Escreva um telefone com DDD ou um e-mail.",
  tooLong: "Escreva no máximo {max} caracteres.",
  currency: "O valor está em {written}, mas a moeda é {chosen}.",
  pixCurrency: "Um PIX é em reais: escreva o valor sem {written}.",
  amount: amountErrors,
};

const TODAY = "2026-11-27";

const form: NoticeForm = {
  name: "Ana Souza",
  turma: "T98",
  way: "pix",
  currency: "BRL",
  amount: "1.500",
  date: TODAY,
  reference: "T987K2QX",
  monthly: false,
  listing: "name",
  receipt: true,
  cpf: "",
  tribute: "none",
  honoree: "",
  tellName: "",
  tellContact: "",
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
  way: "Forma de doação",
  amount: "Valor",
  monthly: "mensal",
  date: "Data da doação",
  reference: "Referência do Pix",
  listing: "Em /doadores",
  receipt: "Quero recibo",
  receiptYes: "Sim",
  receiptNo: "Não",
  cpf: "CPF para o recibo",
  tell: "Avisar",
  reply: "Responder por",
  tributes: { memory: "Em memória de", honor: "Em homenagem a" },
  listings: { name: "Com o meu nome", anonymous: "Como doação anônima" },
  channels: { whatsapp: "WhatsApp", email: "E-mail" },
  ways: {
    pix: "PIX",
    transfer: "Transferência bancária",
    partner: "Pela fundação parceira nos EUA",
  },
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
    expect(checkNotice({ ...form, ...change }, errors, "pt-BR", TODAY)).toEqual(
      {
        ok: true,
        notice: expect.objectContaining(expected),
      },
    );
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
    expect(checkNotice({ ...form, ...change }, errors, "pt-BR", TODAY)).toEqual(
      {
        ok: false,
        errors: expected,
      },
    );
  });
});

describe("checkNotice: the gift, the receipt and the tribute", () => {
  test.each<[string, Partial<NoticeForm>, Partial<DonationNotice>]>([
    ["a monthly gift", { monthly: true }, { monthly: true }],
    [
      "a gift of an earlier day",
      { date: "2026-02-28" },
      { date: "2026-02-28" },
    ],
    ["no Pix code used", { reference: "" }, { reference: null }],
    [
      "a CPF with its marks",
      { cpf: "529.982.247-25" },
      { cpf: "529.982.247-25" },
    ],
    ["a CPF as digits", { cpf: " 52998224725 " }, { cpf: "529.982.247-25" }],
    ["no CPF", { cpf: "   " }, { cpf: null }],
    [
      "a tribute's fields, left over without a tribute",
      { tribute: "none", honoree: "x".repeat(500), tellContact: "?" },
      { tribute: null },
    ],
    [
      "in memory, with whom to tell by phone",
      {
        tribute: "memory",
        honoree: " Prof.  Carlos Nogueira ",
        tellName: "Helena Nogueira",
        tellContact: "(12) 98877-6655",
      },
      {
        tribute: {
          kind: "memory",
          honoree: "Prof. Carlos Nogueira",
          tellName: "Helena Nogueira",
          tellContact: "+55 12 98877-6655",
        },
      },
    ],
    [
      "in honour, whom to tell by e-mail only",
      {
        tribute: "honor",
        honoree: "Turma T75",
        tellContact: "familia@exemplo.com.br",
      },
      {
        tribute: {
          kind: "honor",
          honoree: "Turma T75",
          tellName: null,
          tellContact: "familia@exemplo.com.br",
        },
      },
    ],
    [
      "invisible characters pasted around and inside the fields",
      {
        name: "\u200BAna Souza\uFEFF",
        turma: "T9\u200D8",
        amount: "1.500\u00AD",
        cpf: "529.982.247-25\u200B",
      },
      {
        name: "Ana Souza",
        turma: "T98",
        cents: 150_000,
        cpf: "529.982.247-25",
      },
    ],
    [
      "every field at its limit",
      {
        name: "a".repeat(NOTICE_LIMITS.name),
        channel: "email",
        email: `${"a".repeat(NOTICE_LIMITS.email - 9)}@exemplo.co`.slice(
          -NOTICE_LIMITS.email,
        ),
      },
      { name: "a".repeat(NOTICE_LIMITS.name) },
    ],
  ])("%s", (_case, change, expected) => {
    expect(checkNotice({ ...form, ...change }, errors, "pt-BR", TODAY)).toEqual(
      {
        ok: true,
        notice: expect.objectContaining(expected),
      },
    );
  });

  const tooLong = (field: keyof typeof NOTICE_LIMITS) =>
    errors.tooLong.replace("{max}", String(NOTICE_LIMITS[field]));

  test.each<[string, Partial<NoticeForm>, Record<string, string>]>([
    [
      "a CPF whose check digits differ",
      { cpf: "529.982.247-52" },
      { cpf: errors.cpf },
    ],
    [
      "a CPF of one repeated digit",
      { cpf: "111.111.111-11" },
      { cpf: errors.cpf },
    ],
    ["a CPF one digit short", { cpf: "5299822472" }, { cpf: errors.cpf }],
    ["a day after today", { date: "2026-11-28" }, { date: errors.date }],
    ["no day", { date: "" }, { date: errors.date }],
    ["a day written otherwise", { date: "27/11/2026" }, { date: errors.date }],
    [
      "a tribute without whom it honours",
      { tribute: "memory", honoree: " \u200B " },
      { honoree: errors.honoree },
    ],
    [
      "a contact to tell that is neither a phone nor an e-mail",
      { tribute: "honor", honoree: "Ana", tellContact: "a família" },
      { tellContact: errors.tellContact },
    ],
    [
      "a reply address with markup",
      { channel: "email", email: '"><svg/onload=alert(1)>@x.co' },
      { email: errors.email },
    ],
    [
      "a 50,000-character name",
      { name: "A".repeat(50_000) },
      { name: tooLong("name") },
    ],
    ...(["turma", "amount", "cpf", "whatsapp"] as const).map(
      (field): [string, Partial<NoticeForm>, Record<string, string>] => [
        `${field} one character over its limit`,
        { [field]: "1".repeat(NOTICE_LIMITS[field] + 1) },
        { [field]: tooLong(field) },
      ],
    ),
    ...(["honoree", "tellName", "tellContact"] as const).map(
      (field): [string, Partial<NoticeForm>, Record<string, string>] => [
        `${field} one character over its limit`,
        {
          tribute: "memory",
          honoree: "Ana",
          [field]: "a".repeat(NOTICE_LIMITS[field] + 1),
        },
        { [field]: tooLong(field) },
      ],
    ),
    [
      "an e-mail one character over its limit",
      { channel: "email", email: `${"a".repeat(NOTICE_LIMITS.email)}@x.co` },
      { email: tooLong("email") },
    ],
  ])("%s", (_case, change, expected) => {
    expect(checkNotice({ ...form, ...change }, errors, "pt-BR", TODAY)).toEqual(
      {
        ok: false,
        errors: expected,
      },
    );
  });
});

describe("checkNotice in English", () => {
  test.each<[string, string, number]>([
    ["thousands with a comma, cents with a dot", "1,500.50", 150_050],
    ["a dot for the cents", "20.5", 2_050],
    ["thousands alone", "R$ 2,500", 250_000],
  ])("reads an amount with %s", (_case, amount, cents) => {
    expect(checkNotice({ ...form, amount }, errors, "en", TODAY)).toEqual({
      ok: true,
      notice: expect.objectContaining({ cents }),
    });
  });

  test.each<[string, keyof AmountErrorTexts]>([
    ["1.500,50", "separators"],
    ["10.123", "decimals"],
    ["-5", "negative"],
  ])("refuses %j with the %s message", (amount, kind) => {
    expect(checkNotice({ ...form, amount }, errors, "en", TODAY)).toEqual({
      ok: false,
      errors: { amount: amountErrors[kind] },
    });
  });
});

describe("checkNotice: the way and the currency of the gift", () => {
  test.each<[string, Locale, Partial<NoticeForm>, Partial<DonationNotice>]>([
    [
      "a Pix is in reais with its reference, whatever currency was left chosen",
      "en",
      { way: "pix", currency: "USD", amount: "1,500" },
      { way: "pix", currency: "BRL", cents: 150_000, reference: "T987K2QX" },
    ],
    [
      'dollars through the US partner, typed "US$ 1,000"',
      "en",
      { way: "partner", currency: "USD", amount: "US$ 1,000" },
      { way: "partner", currency: "USD", cents: 100_000, reference: null },
    ],
    [
      'dollars through the US partner, typed "1,000"',
      "en",
      { way: "partner", currency: "USD", amount: "1,000" },
      { currency: "USD", cents: 100_000 },
    ],
    [
      'dollars through the US partner, typed "1000.50"',
      "en",
      { way: "partner", currency: "USD", amount: "1000.50" },
      { currency: "USD", cents: 100_050 },
    ],
    [
      'dollars typed "$2,500" and "2,500 USD"',
      "en",
      { way: "transfer", currency: "USD", amount: "$2,500" },
      { way: "transfer", currency: "USD", cents: 250_000, reference: null },
    ],
    [
      'dollars typed "2,500 usd"',
      "en",
      { way: "transfer", currency: "USD", amount: "2,500 usd" },
      { currency: "USD", cents: 250_000 },
    ],
    [
      "a wire in euros, typed in English",
      "en",
      { way: "transfer", currency: "EUR", amount: "€750.25" },
      { currency: "EUR", cents: 75_025 },
    ],
    [
      "a wire in pounds",
      "en",
      { way: "transfer", currency: "GBP", amount: "1,200 £" },
      { currency: "GBP", cents: 120_000 },
    ],
    [
      "a transfer in reais from Brazil, the reference of a Pix not made left out",
      "pt-BR",
      { way: "transfer", currency: "BRL", amount: "R$ 1.500,50" },
      { way: "transfer", currency: "BRL", cents: 150_050, reference: null },
    ],
    [
      "dollars through the partner, typed in Portuguese",
      "pt-BR",
      { way: "partner", currency: "USD", amount: "U$ 1.000,50" },
      { currency: "USD", cents: 100_050 },
    ],
  ])("%s (%s)", (_case, locale, change, expected) => {
    expect(checkNotice({ ...form, ...change }, errors, locale, TODAY)).toEqual({
      ok: true,
      notice: expect.objectContaining(expected),
    });
  });

  test.each<[string, Locale, Partial<NoticeForm>, string]>([
    [
      "reais typed with dollars chosen",
      "en",
      { way: "partner", currency: "USD", amount: "R$ 1,000" },
      "O valor está em R$, mas a moeda é US$.",
    ],
    [
      "dollars typed with euros chosen",
      "en",
      { way: "transfer", currency: "EUR", amount: "1,000 USD" },
      "O valor está em US$, mas a moeda é €.",
    ],
    [
      "dollars typed for a Pix",
      "en",
      { way: "pix", currency: "BRL", amount: "US$ 100" },
      "Um PIX é em reais: escreva o valor sem US$.",
    ],
    [
      "a dollar amount written the Portuguese way on the English page",
      "en",
      { way: "partner", currency: "USD", amount: "US$ 1.000,50" },
      amountErrors.separators,
    ],
    [
      "the dollar sign alone",
      "en",
      { way: "partner", currency: "USD", amount: "US$" },
      amountErrors.empty,
    ],
    [
      "dollars beyond the largest amount, said in dollars",
      "en",
      { way: "partner", currency: "USD", amount: "99999999999" },
      "O valor máximo é US$ 9,999,999,999.99.",
    ],
    [
      "reais beyond the largest amount, said in reais",
      "pt-BR",
      { way: "pix", amount: "99999999999" },
      amountErrorMessages(amountErrors, "pt-BR").tooLarge,
    ],
  ])("refuses %s, saying what to fix", (_case, locale, change, message) => {
    expect(checkNotice({ ...form, ...change }, errors, locale, TODAY)).toEqual({
      ok: false,
      errors: { amount: message },
    });
  });

  test.each<[GiftWay, Locale, Currency]>([
    ["pix", "pt-BR", "BRL"],
    ["pix", "en", "BRL"],
    ["transfer", "pt-BR", "BRL"],
    ["transfer", "en", "USD"],
    ["partner", "pt-BR", "USD"],
    ["partner", "en", "USD"],
  ])("a gift by %s, in %s, is proposed in %s", (way, locale, currency) => {
    expect(usualCurrency(way, locale)).toBe(currency);
  });
});

describe("typedAmount", () => {
  test.each<[number, Locale, string]>([
    [50_000, "pt-BR", "500"],
    [150_000, "pt-BR", "1.500"],
    [2_050, "pt-BR", "20,50"],
    [1, "pt-BR", "0,01"],
    [150_050, "en", "1,500.50"],
    [100_000_000, "en", "1,000,000"],
  ])(
    "%d centavos in %s → %j, which the form reads back",
    (cents, locale, typed) => {
      expect(typedAmount(cents, locale)).toBe(typed);
      expect(
        checkNotice({ ...form, amount: typed }, errors, locale, TODAY),
      ).toEqual({ ok: true, notice: expect.objectContaining({ cents }) });
    },
  );
});

const notice: DonationNotice = {
  name: "Ana Souza",
  turma: "T98",
  way: "pix",
  currency: "BRL",
  cents: 150_000,
  date: TODAY,
  reference: "T987K2QX",
  monthly: false,
  listing: "name",
  receipt: true,
  cpf: null,
  tribute: null,
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
        "Forma de doação: PIX",
        "Valor: R$ 1.500",
        "Data da doação: 27/11/2026",
        "Referência do Pix: T987K2QX",
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
        reference: null,
      },
      [
        "Olá! Fiz uma doação.",
        "Nome: Ana Souza",
        "Turma: não informada",
        "Forma de doação: PIX",
        "Valor: R$ 50,50",
        "Data da doação: 27/11/2026",
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

  test.each<[string, Partial<DonationNotice>, string[]]>([
    [
      "a monthly gift with a CPF",
      { monthly: true, cpf: "529.982.247-25" },
      [
        "Valor: R$ 1.500 (mensal)",
        "Quero recibo: Sim",
        "CPF para o recibo: 529.982.247-25",
      ],
    ],
    [
      "a gift in memory, whom to tell with name and contact",
      {
        tribute: {
          kind: "memory",
          honoree: "Prof. Carlos Nogueira",
          tellName: "Helena Nogueira",
          tellContact: "helena@exemplo.com.br",
        },
      },
      [
        "Em memória de: Prof. Carlos Nogueira",
        "Avisar: Helena Nogueira, helena@exemplo.com.br",
      ],
    ],
    [
      "a gift in honour, no one to tell",
      {
        tribute: {
          kind: "honor",
          honoree: "Turma T75",
          tellName: null,
          tellContact: null,
        },
      },
      ["Em homenagem a: Turma T75"],
    ],
  ])("%s", (_case, change, lines) => {
    const message = noticeMessage({ ...notice, ...change }, texts, "pt-BR");
    for (const line of lines) expect(message.split("\n")).toContain(line);
    expect(message).not.toMatch(/null|undefined/);
  });

  test("without CPF or tribute, the message has no such lines", () => {
    const message = noticeMessage(notice, texts, "pt-BR");
    for (const word of [
      texts.cpf,
      texts.tell,
      ...Object.values(texts.tributes),
    ])
      expect(message).not.toContain(word);
  });

  test(`with every field at its limit, the message stays within ${MAX_NOTICE_LENGTH} characters`, () => {
    const longest = (field: keyof typeof NOTICE_LIMITS) =>
      "W".repeat(NOTICE_LIMITS[field]);
    const message = noticeMessage(
      {
        ...notice,
        name: longest("name"),
        cents: 999_999_999_999,
        monthly: true,
        reference: "R".repeat(25),
        cpf: "529.982.247-25",
        tribute: {
          kind: "memory",
          honoree: longest("honoree"),
          tellName: longest("tellName"),
          tellContact: longest("tellContact"),
        },
        channel: "email",
        replyTo: longest("email"),
      },
      texts,
      "pt-BR",
    );
    expect(message.length).toBeGreaterThan(500);
    expect(message.length).toBeLessThanOrEqual(MAX_NOTICE_LENGTH);
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
      monthly: "monthly",
      date: "Date of the gift",
      reference: "Pix reference",
      listing: "On the donors list",
      receipt: "I'd like a receipt",
      receiptYes: "Yes",
      receiptNo: "No",
      cpf: "CPF for the receipt",
      tell: "Please tell",
      reply: "Reply by",
      tributes: { memory: "In memory of", honor: "In honor of" },
      listings: { name: "With my name", anonymous: "As an anonymous gift" },
      channels: { whatsapp: "WhatsApp", email: "Email" },
      way: "Way of giving",
      ways: {
        pix: "Pix",
        transfer: "Bank transfer or wire",
        partner: "Through our US partner",
      },
    };
    expect(
      noticeMessage(
        {
          ...notice,
          cents: 150_050,
          monthly: true,
          replyTo: "+12025550100",
        },
        english,
        "en",
      ).split("\n"),
    ).toEqual([
      "Hello! I have made a gift.",
      "Name: Ana Souza",
      "Class: T98",
      "Way of giving: Pix",
      "Amount: R$ 1,500.50 (monthly)",
      "Date of the gift: November 27, 2026",
      "Pix reference: T987K2QX",
      "On the donors list: With my name",
      "I'd like a receipt: Yes",
      "Reply by: WhatsApp, +12025550100",
    ]);
  });
});

describe("the message of a gift, as the form gives it", () => {
  test.each<[string, Locale, Partial<NoticeForm>, string[], string[]]>([
    [
      "a Pix: in reais, with its reference",
      "pt-BR",
      {},
      [
        "Forma de doação: PIX",
        "Valor: R$ 1.500",
        "Referência do Pix: T987K2QX",
      ],
      [],
    ],
    [
      "a US gift through the partner: in dollars, no Pix reference",
      "en",
      { way: "partner", currency: "USD", amount: "US$ 1,000" },
      ["Forma de doação: Pela fundação parceira nos EUA", "Valor: US$ 1,000"],
      ["Referência do Pix", "R$"],
    ],
    [
      "a wire in euros: in euros, no Pix reference",
      "en",
      { way: "transfer", currency: "EUR", amount: "2,500.50" },
      ["Forma de doação: Transferência bancária", "Valor: € 2,500.50"],
      ["Referência do Pix", "R$"],
    ],
    [
      "a transfer in reais from Brazil: no Pix reference",
      "pt-BR",
      { way: "transfer", currency: "BRL", amount: "1.500" },
      ["Forma de doação: Transferência bancária", "Valor: R$ 1.500"],
      ["Referência do Pix"],
    ],
  ])("%s (%s)", (_case, locale, change, present, absent) => {
    const check = checkNotice({ ...form, ...change }, errors, locale, TODAY);
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    const message = noticeMessage(check.notice, texts, locale);
    expect(message.split("\n")).toEqual(expect.arrayContaining(present));
    for (const text of absent) expect(message).not.toContain(text);
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
