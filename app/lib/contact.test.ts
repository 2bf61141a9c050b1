import { describe, expect, test } from "vitest";
import {
  formatPhone,
  isEmailAddress,
  mailtoHref,
  parseWhatsappNumber,
  telHref,
  whatsappHref,
} from "./contact";

describe("isEmailAddress", () => {
  test.each([
    ["nome@exemplo.com.br", true],
    ["  nome.sobrenome+doacao@exemplo.com  ", true],
    ["doacoes@endowment-ita.example", true],
    ["", false],
    ["nome", false],
    ["nome@", false],
    ["nome@exemplo", false],
    ["@exemplo.com", false],
    ["nome @exemplo.com", false],
    ["nome@@exemplo.com", false],
    ["o'neil@exemplo.com", true],
    ["ana_lima-2@mail.exemplo-ita.com.br", true],
    ["a@b.co", true],
    ['"><svg/onload=alert(1)>@x.co', false],
    ["<script>@x.co", false],
    ["ana@x.co<img src=x>", false],
    ['ana"@x.co', false],
    ["ana@exemplo.com?bcc=b@x.co", false],
    ["ana@exemplo.com,b@x.co", false],
    ["ana@-exemplo.com", false],
    ["ana@exemplo-.com", false],
    ["ana@exemplo..com", false],
    ["ana@.exemplo.com", false],
    ["ana(comentario)@x.co", false],
    ["josé@exemplo.com", false],
    ["ana@exemplo.com\nbcc:b@x.co", false],
  ])("%j → %s", (text, expected) => {
    expect(isEmailAddress(text)).toBe(expected);
  });
});

describe("parseWhatsappNumber", () => {
  test.each([
    ["(12) 99123-4567", "+5512991234567"],
    ["12 99123 4567", "+5512991234567"],
    ["12991234567", "+5512991234567"],
    ["012 99123-4567", "+5512991234567"],
    ["(12) 3923-4567", "+551239234567"],
    ["55 12 99123-4567", "+5512991234567"],
    ["+55 (12) 99123-4567", "+5512991234567"],
    ["+55.12.99123.4567", "+5512991234567"],
    ["0055 12 99123-4567", "+5512991234567"],
    ["\u00a0+55 12 99123-4567 ", "+5512991234567"],
    ["+1 202 555 0100", "+12025550100"],
    ["+351 912 345 678", "+351912345678"],
  ])("%j → %j", (text, expected) => {
    expect(parseWhatsappNumber(text)).toBe(expected);
  });

  test.each([
    [""],
    ["   "],
    ["99123-4567"],
    ["+55 12 9912"],
    ["+55 12 99123-45678"],
    ["+0 202 555 0100"],
    ["+1 202"],
    ["+1234567890123456"],
    ["(12) 99123-4567 ramal 2"],
    ["nome@exemplo.com"],
    ["+55 12 9912-abcd"],
  ])("%j is not a phone number", (text) => {
    expect(parseWhatsappNumber(text)).toBeNull();
  });
});

describe("formatPhone", () => {
  test.each([
    ["+5512990000000", "+55 12 99000-0000"],
    ["+551230000000", "+55 12 3000-0000"],
    ["+12025550100", "+12025550100"],
  ])("%j → %j", (phone, expected) => {
    expect(formatPhone(phone)).toBe(expected);
  });
});

describe("whatsappHref", () => {
  test.each([
    ["+5512990000000", undefined, "https://wa.me/5512990000000"],
    [
      "+5512990000000",
      "Olá! Doei R$ 1.500,00\nTurma: T98 & cia",
      "https://wa.me/5512990000000?text=Ol%C3%A1!%20Doei%20R%24%201.500%2C00%0ATurma%3A%20T98%20%26%20cia",
    ],
  ])("%j with %j → %j", (phone, message, expected) => {
    expect(whatsappHref(phone, message)).toBe(expected);
  });
});

describe("mailtoHref", () => {
  test.each([
    [{}, "mailto:doacoes@endowment-ita.example"],
    [
      { subject: "Aviso de doação" },
      "mailto:doacoes@endowment-ita.example?subject=Aviso%20de%20doa%C3%A7%C3%A3o",
    ],
    [
      { subject: "A & B", body: "Linha 1\nLinha 2 = ok?" },
      "mailto:doacoes@endowment-ita.example?subject=A%20%26%20B&body=Linha%201%0D%0ALinha%202%20%3D%20ok%3F",
    ],
    [
      { body: "já\r\nCRLF" },
      "mailto:doacoes@endowment-ita.example?body=j%C3%A1%0D%0ACRLF",
    ],
  ])("%j → %j", (fields, expected) => {
    expect(mailtoHref("doacoes@endowment-ita.example", fields)).toBe(expected);
  });
});

test("telHref calls the number in international form", () => {
  expect(telHref("+551230000000")).toBe("tel:+551230000000");
});
