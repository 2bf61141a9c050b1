import { z } from "zod";
import { externalUrl, text } from "./fields.ts";

const steps = (label: string) =>
  z
    .array(text.meta({ label: "Passo", widget: "text" }))
    .min(1)
    .meta({ label, labelSingular: "passo" });

/** A SWIFT/BIC code: bank, country, place and, optionally, branch (8 or 11 characters). */
const swiftCode = text
  .regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, {
    error: (issue) =>
      `'${String(issue.input)}' não é um código SWIFT/BIC (8 ou 11 letras e algarismos, em maiúsculas, como EXBRBRSPXXX)`,
  })
  .meta({
    label: "Código SWIFT/BIC",
    invalid: "Oito ou onze letras e algarismos, em maiúsculas",
    shared: true,
  });

/**
 * content/pt-BR/doacao-exterior.yml: giving from abroad, on /doacao and /en/give. The fund's
 * legal name and CNPJ come from site.yml; its bank, branch and account from doacao.yml.
 */
export const abroadSchema = z.strictObject({
  title: text.meta({ label: "Título da seção" }),
  lead: text.meta({ label: "Texto de abertura", widget: "text" }),
  partner: z
    .strictObject({
      title: text.meta({ label: "Título" }),
      text: text.meta({ label: "Texto", widget: "text" }),
      name: text.meta({ label: "Nome da fundação parceira", shared: true }),
      ein: text
        .regex(/^\d{2}-\d{7}$/, {
          error: (issue) =>
            `'${String(issue.input)}' não é um EIN (dois algarismos, hífen e sete algarismos, como 12-3456789)`,
        })
        .meta({
          label: "EIN (número fiscal americano da fundação)",
          invalid: "Dois algarismos, hífen e sete algarismos",
          shared: true,
        }),
      address: text.meta({
        label: "Endereço da fundação",
        widget: "text",
        shared: true,
      }),
      url: externalUrl.meta({
        label: "Página de doação da fundação",
        shared: true,
      }),
      designation: text.meta({
        label: "Destinação a escrever na doação",
        hint: "O que o doador escreve no campo de destinação, para que a fundação repasse ao fundo.",
        shared: true,
      }),
      nameLabel: text.meta({ label: "Rótulo do nome" }),
      einLabel: text.meta({ label: "Rótulo do EIN" }),
      addressLabel: text.meta({ label: "Rótulo do endereço" }),
      designationLabel: text.meta({ label: "Rótulo da destinação" }),
      linkLabel: text.meta({ label: "Texto do link da fundação" }),
      receipt: text.meta({
        label: "O recibo",
        widget: "text",
        hint: "Quem emite o recibo e o que ele vale no imposto americano.",
      }),
      steps: steps("Passos"),
    })
    .meta({ label: "Pela fundação parceira nos Estados Unidos (501(c)(3))" }),
  matching: z
    .strictObject({
      title: text.meta({ label: "Título" }),
      text: text.meta({ label: "Texto", widget: "text" }),
      steps: steps("O que pedir à empresa"),
      fundSends: text.meta({
        label: "O que o fundo envia de volta",
        widget: "text",
      }),
    })
    .meta({ label: "Contrapartida da empresa (matching gifts)" }),
  wire: z
    .strictObject({
      title: text.meta({ label: "Título" }),
      lead: text.meta({ label: "Texto", widget: "text" }),
      swift: swiftCode,
      iban: text
        .regex(/^BR\d{2}[0-9A-Z]{25}$/, {
          error: (issue) =>
            `'${String(issue.input)}' não é um IBAN brasileiro (BR, dois algarismos e 25 letras e algarismos, sem espaços)`,
        })
        .optional()
        .meta({
          label: "IBAN (se o banco fornecer)",
          invalid: "BR, dois algarismos e 25 letras e algarismos, sem espaços",
          shared: true,
        }),
      intermediary: z
        .strictObject({
          bank: text.meta({ label: "Banco intermediário" }),
          swift: swiftCode,
          account: text.optional().meta({
            label: "Conta do banco no intermediário",
          }),
        })
        .optional()
        .meta({
          label: "Banco intermediário (se o banco indicar um)",
          shared: true,
        }),
      purpose: text.meta({
        label: "Finalidade da transferência",
        hint: "O que o doador escreve como finalidade, como o banco do fundo pede.",
        shared: true,
      }),
      beneficiaryLabel: text.meta({ label: "Rótulo do favorecido" }),
      cnpjLabel: text.meta({ label: "Rótulo do CNPJ" }),
      swiftLabel: text.meta({ label: "Rótulo do SWIFT/BIC" }),
      ibanLabel: text.meta({ label: "Rótulo do IBAN" }),
      intermediaryLabel: text.meta({ label: "Rótulo do banco intermediário" }),
      purposeLabel: text.meta({ label: "Rótulo da finalidade" }),
      notes: text.meta({
        label: "Tarifas e câmbio",
        widget: "text",
      }),
    })
    .meta({ label: "Transferência internacional" }),
});

export type Abroad = z.infer<typeof abroadSchema>;
