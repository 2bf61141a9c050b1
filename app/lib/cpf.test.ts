import { expect, test } from "vitest";
import { parseCpf } from "./cpf";

test.each([
  // Made-up CPFs whose check digits agree.
  ["123.456.789-09", "123.456.789-09"],
  ["12345678909", "123.456.789-09"],
  [" 529.982.247-25 ", "529.982.247-25"],
  ["52998224725", "529.982.247-25"],
  // A first check digit of 0 (remainder below 2).
  ["111.444.777-35", "111.444.777-35"],
  ["390.533.447-05", "390.533.447-05"],
  // One check digit wrong, then the other.
  ["123.456.789-19", null],
  ["123.456.789-08", null],
  ["52998224752", null],
  // One repeated digit: the arithmetic agrees, the Receita never issues them.
  ["000.000.000-00", null],
  ["111.111.111-11", null],
  ["99999999999", null],
  // Not written as a CPF.
  ["123.456.78909", null],
  ["123456789-09", null],
  ["1234567890", null],
  ["123456789090", null],
  ["123 456 789 09", null],
  ["12.345.678/0001-95", null],
  ["abc.def.ghi-jk", null],
  ["", null],
])("%j is read as %j", (typed, expected) => {
  expect(parseCpf(typed)).toBe(expected);
});
