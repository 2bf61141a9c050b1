import { z } from "zod";
import { MAX_AMOUNT_CENTS } from "../../../lib/pix.ts";
import {
  externalUrl,
  hero,
  meta,
  publicFile,
  text,
  textWith,
} from "./fields.ts";
import { pixSchema } from "./pix.ts";

/** A suggested amount in reais: above zero, whole centavos, within what a BR Code carries. */
const suggestedAmount = z.number().refine(
  (reais) => {
    const cents = Math.round(reais * 100);
    return (
      cents > 0 &&
      cents <= MAX_AMOUNT_CENTS &&
      Math.abs(reais * 100 - cents) < 1e-6
    );
  },
  {
    error: (issue) =>
      `'${String(issue.input)}' não é um valor em reais maior que zero com no máximo dois decimais (escreva 500 ou 12.50, sem "R$" nem pontos de milhar)`,
  },
);

/** content/pt-BR/doacao.yml */
export const donationSchema = z.strictObject({
  pix: pixSchema.meta({ label: "PIX", shared: true }),
  bankAccount: z
    .strictObject({
      beneficiary: text.meta({ label: "Favorecido" }),
      bank: text.meta({
        label: "Banco",
        hint: "Nome e número, ex.: Banco Exemplo S.A. (000)",
      }),
      branch: text.meta({ label: "Agência" }),
      account: text.meta({ label: "Conta corrente" }),
    })
    .meta({ label: "Conta bancária", shared: true }),
  page: z
    .strictObject({
      meta,
      hero,
      give: z
        .strictObject({
          title: text.meta({ label: "Título do bloco" }),
          amountsLegend: text.meta({ label: "Título dos valores" }),
          /** Suggested amounts in reais, offered as choices in this order. */
          amounts: z
        .array(
          suggestedAmount.meta({ label: "Valor (R$)", min: 0.01 }),
        )
        .min(1)
        .meta({
          shared: true,
          label: "Valores sugeridos (R$)",
          labelSingular: "valor",
          hint: "Em reais, na ordem em que aparecem; centavos com ponto, como 12.50.",
        }),
          otherAmountLabel: text.meta({ label: "Rótulo do campo de outro valor" }),
          classLabel: text.meta({ label: "Rótulo do campo da turma" }),
          classHint: text.meta({ label: "Dica do campo da turma" }),
          classError: text.meta({ label: "Aviso de turma não reconhecida", widget: "text" }),
          amountSummary: text.meta({ label: "Resumo do código (rótulo do valor)" }),
          openAmount: text.meta({ label: "Resumo do código sem valor escolhido" }),
          classSummary: text.meta({ label: "Resumo do código (rótulo da turma)" }),
          frequency: z
            .strictObject({
              legend: text.meta({ label: "Título da escolha" }),
              once: text.meta({ label: "Opção de doar uma vez" }),
              monthly: text.meta({ label: "Opção de doar todo mês" }),
              amountNeeded: text.meta({
                label: "Aviso de doação mensal sem valor",
              }),
            })
            .meta({ label: "Uma vez ou todo mês" }),
          unfinished: text.meta({
            label: "Resumo do código enquanto o valor é digitado",
          }),
          showQrCode: text.meta({ label: "Botão que mostra o QR Code no celular" }),
          notifyLink: text.meta({ label: "Link para avisar o fundo depois de copiar" }),
          promise: text.meta({ label: "Texto final do bloco", widget: "text" }),
          amountErrors: z
            .strictObject({
              empty: text.meta({ label: "Campo vazio" }),
              notNumber: text.meta({ label: "Não é um número" }),
              negative: text.meta({ label: "Valor negativo" }),
              separators: text.meta({ label: "Pontos e vírgulas trocados" }),
              decimals: text.meta({ label: "Mais de dois decimais" }),
              zero: text.meta({ label: "Valor zero" }),
              tooLarge: textWith("valor").meta({
                label: "Acima do máximo",
                hint: "{valor} é o maior valor que um código Pix leva.",
              }),
            })
            .meta({
              label: "Avisos do campo de outro valor",
              collapsed: true,
            }),
        })
        .meta({ label: "Doação por Pix (valor e turma)" }),
      monthly: z
        .strictObject({
          title: text.meta({ label: "Título" }),
          lead: text.meta({ label: "Texto antes dos passos", widget: "text" }),
          steps: z
            .array(text.meta({ label: "Passo", widget: "text" }))
            .min(3)
            .max(4)
            .meta({
              label: "Passos no app do banco",
              labelSingular: "passo",
              hint: "De três a quatro passos, na ordem.",
            }),
          providers: z
            .array(
              z.strictObject({
                label: text.meta({ label: "Texto do link" }),
                url: externalUrl.meta({ label: "Endereço (https://...)" }),
              }),
            )
            .meta({
              label: "Assinaturas por cartão ou boleto (se o fundo tiver)",
              labelSingular: "assinatura",
              hint: "Vazio enquanto o fundo não tiver uma; cada uma aparece como um link depois dos passos.",
            }),
        })
        .meta({ label: "Doação mensal: como agendar no banco" }),
      campaign: z
        .strictObject({
          title: text.meta({ label: "Título" }),
          text: text.meta({ label: "Texto", widget: "text" }),
          linkLabel: text.meta({ label: "Texto do link" }),
          pdfPath: publicFile.meta({
            label: "Endereço do PDF",
            shared: true,
          }),
        })
        .meta({ label: "Campanha" }),
      newTabHint: text.meta({ label: "Aviso de nova aba" }),
      bank: z
        .strictObject({
          title: text.meta({ label: "Título da seção" }),
          lead: text.meta({ label: "Texto", widget: "text" }),
          cardTitle: text.meta({ label: "Título do quadro" }),
          beneficiaryLabel: text.meta({ label: "Rótulo do favorecido" }),
          bankLabel: text.meta({ label: "Rótulo do banco" }),
          branchLabel: text.meta({ label: "Rótulo da agência" }),
          accountLabel: text.meta({ label: "Rótulo da conta" }),
          keyLabel: text.meta({ label: "Rótulo da chave PIX" }),
        })
        .meta({ label: "Quadro dos dados bancários" }),
      copyKey: z
        .strictObject({
          buttonLabel: text.meta({ label: "Texto do botão" }),
          copied: text.meta({ label: "Aviso de chave copiada" }),
          refused: text.meta({
            label: "Aviso quando o navegador não copia",
            widget: "text",
          }),
        })
        .meta({ label: "Botão de copiar a chave" }),
      qrCode: z
        .strictObject({
          title: text.meta({ label: "Título" }),
          alt: text.meta({ label: "Descrição da imagem" }),
          hint: text.meta({ label: "Instrução", widget: "text" }),
        })
        .meta({ label: "QR Code" }),
      copyPaste: z
        .strictObject({
          title: text.meta({ label: "Título" }),
          hint: text.meta({ label: "Instrução", widget: "text" }),
          buttonLabel: text.meta({ label: "Texto do botão" }),
          copied: text.meta({ label: "Aviso de código copiado" }),
          refused: text.meta({
            label: "Aviso quando o navegador não copia",
            widget: "text",
          }),
        })
        .meta({ label: "Pix Copia e Cola" }),
    })
    .meta({ label: "Textos da página", collapsed: true }),
});

export type Donation = z.infer<typeof donationSchema>;
