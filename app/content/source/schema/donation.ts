import { z } from "zod";
import { MAX_AMOUNT_CENTS } from "../../../lib/pix.ts";
import { hero, meta, publicFile, text } from "./fields.ts";
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

/** content/doacao.yml */
export const donationSchema = z.strictObject({
  pix: pixSchema,
  bankAccount: z.strictObject({
    beneficiary: text,
    bank: text,
    branch: text,
    account: text,
  }),
  page: z.strictObject({
    meta,
    hero,
    give: z.strictObject({
      title: text,
      amountsLegend: text,
      /** Suggested amounts in reais, offered as choices in this order. */
      amounts: z.array(suggestedAmount).min(1),
      otherAmountLabel: text,
      classLabel: text,
      classHint: text,
      classError: text,
      amountSummary: text,
      openAmount: text,
      classSummary: text,
      showQrCode: text,
      notifyLink: text,
      promise: text,
    }),
    campaign: z.strictObject({
      title: text,
      text: text,
      linkLabel: text,
      pdfPath: publicFile,
    }),
    newTabHint: text,
    bank: z.strictObject({
      title: text,
      lead: text,
      cardTitle: text,
      beneficiaryLabel: text,
      bankLabel: text,
      branchLabel: text,
      accountLabel: text,
      keyLabel: text,
    }),
    copyKey: z.strictObject({ buttonLabel: text, copied: text, refused: text }),
    qrCode: z.strictObject({ title: text, alt: text, hint: text }),
    copyPaste: z.strictObject({
      title: text,
      hint: text,
      buttonLabel: text,
      copied: text,
      refused: text,
    }),
    usDonors: z.strictObject({
      title: text,
      lead: text,
      options: z
        .array(
          z.strictObject({
            title: text,
            text: text,
            steps: z.array(text).min(1),
          }),
        )
        .min(1),
    }),
  }),
});

export type Donation = z.infer<typeof donationSchema>;
