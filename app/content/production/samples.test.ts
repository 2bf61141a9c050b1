import { describe, expect, test } from "vitest";
import { isLocalSiteUrl, SAMPLE_VALUES, sampleKind } from "./samples";

describe("sampleKind", () => {
  test.each<[string, string]>([
    ["12.345.678/0001-95", "o CNPJ de exemplo da documentação"],
    ["12345678000195", "o CNPJ de exemplo da documentação"],
    ["Banco Exemplo S.A. (000)", "o banco de exemplo"],
    ["12345-6", "a conta bancária de exemplo"],
    ["contato@endowment-ita.example", "um e-mail de exemplo (domínio .example)"],
    ["DOACOES@FUNDO.EXAMPLE", "um e-mail de exemplo (domínio .example)"],
    [
      "https://horizon-bridge.example/give",
      "um endereço de exemplo (domínio .example)",
    ],
    ["+5512990000000", "um telefone de exemplo"],
    ["+551230000000", "um telefone de exemplo"],
    ["+55 (12) 99999-9999", "um telefone de exemplo"],
    ["(12) 3000-0000", "um telefone de exemplo"],
    ["https://wa.me/5512900000000", "um telefone de exemplo"],
    ["00-0000000", "um número de exemplo (só zeros)"],
    ["000-000000-000", "um número de exemplo (só zeros)"],
  ])("%s is %s", (value, kind) => {
    expect(sampleKind(value)).toBe(kind);
  });

  test.each<[string]>([
    ["47.291.836/0001-56"],
    ["Banco do Brasil S.A. (001)"],
    ["54321-0"],
    ["0001"],
    ["12200-000"],
    ["contato@endowmentita.org.br"],
    ["nome@exemplo.com.br"],
    ["Escreva um e-mail como nome@fundo.example."],
    ["https://www.fundacaoparceira.org/doe"],
    ["https://example.com/exemplo"],
    ["+5512991234567"],
    ["+55 12 3947-6100"],
    ["https://wa.me/5512991234567"],
    ["Por exemplo (12) 99123-4567"],
    ["2000000"],
    ["Rua Exemplo de Souza, 45"],
  ])("%s is no sample", (value) => {
    expect(sampleKind(value)).toBeUndefined();
  });

  test("every value marked as a sample is found as one", () => {
    for (const { value, what } of SAMPLE_VALUES) {
      expect(sampleKind(value), value).toBe(what);
    }
  });
});

describe("isLocalSiteUrl", () => {
  test.each<[string, boolean]>([
    ["http://localhost:3000", true],
    ["http://localhost", true],
    ["http://127.0.0.1:4321", true],
    ["http://[::1]:3000", true],
    ["http://0.0.0.0:3000", true],
    ["http://site.localhost", true],
    ["não é um endereço", true],
    ["https://www.endowmentita.org.br", false],
    ["https://rascunho.fundo.example", false],
  ])("%s: %s", (siteUrl, isLocal) => {
    expect(isLocalSiteUrl(siteUrl)).toBe(isLocal);
  });
});
