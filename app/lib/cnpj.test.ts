import { expect, test } from "vitest";
import { isWrittenCnpj } from "./cnpj";

test.each([
  ["12.345.678/0001-95", true],
  ["11.222.333/0001-81", true],
  // Receita Federal's published example of an alphanumeric CNPJ.
  ["12.ABC.345/01DE-35", true],
  ["12.345.678/0001-59", false],
  ["12345678000195", false],
  ["12.345.678/0001-9", false],
  ["00.000.000/0000-00", false],
  ["12.abc.345/01de-35", false],
  ["", false],
])("%s is a written CNPJ: %s", (text, expected) => {
  expect(isWrittenCnpj(text)).toBe(expected);
});
