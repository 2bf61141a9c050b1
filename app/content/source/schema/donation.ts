import { z } from "zod";
import { hero, meta, publicFile, text } from "./fields.ts";
import { pixSchema } from "./pix.ts";

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
