import { z } from "zod";
import { toBrCodeText } from "../../../lib/pix.ts";
import { type PixKeyType, parsePixKey } from "../../../lib/pix-key.ts";
import { text } from "./fields.ts";

/** How each kind of Pix key is named on /doacao, and the spellings accepted in `keyKind`. */
export const PIX_KEY_KINDS: Record<
  PixKeyType,
  { label: string; spellings: string[] }
> = {
  cnpj: { label: "CNPJ", spellings: ["cnpj"] },
  cpf: { label: "CPF", spellings: ["cpf"] },
  email: { label: "E-mail", spellings: ["e-mail", "email"] },
  phone: { label: "Telefone", spellings: ["telefone", "celular"] },
  random: {
    label: "Chave aleatória",
    spellings: ["chave aleatória", "aleatória", "chave aleatoria", "aleatoria"],
  },
};

/** A receiver text of the BR Code: at most `max` characters once accents are removed. */
function brCodeText(max: number) {
  return text
    .refine((value) => toBrCodeText(value).length <= max, {
      error: (issue) =>
        `'${String(issue.input)}' tem mais de ${max} caracteres (sem acentos); o QR Code do PIX aceita até ${max}`,
    })
    .meta({
      pattern: `^.{1,${max}}$`,
      invalid: `No máximo ${max} caracteres`,
    });
}

/** The `pix` group of content/pt-BR/doacao.yml: the key and the receiver the QR Code names. */
export const pixSchema = z
  .strictObject({
    // The editor's pix-key and pix-key-kind check them as below (app/admin/pix-key-check.ts).
    key: text.meta({
      label: "Chave PIX",
      widget: "pix-key",
      hint: "CNPJ ou CPF (com ou sem pontuação), e-mail, telefone começando com +55, ou chave aleatória. Antes de publicar, leia o QR Code com o app de um banco.",
    }),
    /** Left out, it is inferred from the key. */
    keyKind: text.optional().meta({
      label: "Tipo da chave",
      widget: "pix-key-kind",
      options: Object.fromEntries(
        Object.values(PIX_KEY_KINDS).map(({ label }) => [label, label]),
      ),
      hint: "Mostrado ao lado da chave; deixe vazio para o site deduzir da chave.",
    }),
    merchantName: brCodeText(25).meta({
      label: "Nome do recebedor no QR Code",
    }),
    merchantCity: brCodeText(15).meta({
      label: "Cidade do recebedor no QR Code",
    }),
  })
  .transform((pix, context) => {
    let type: PixKeyType;
    try {
      type = parsePixKey(pix.key).type;
    } catch (error) {
      context.addIssue({
        code: "custom",
        path: ["key"],
        input: pix.key,
        message: `'${pix.key}' não é uma chave PIX válida (${(error as Error).message})`,
      });
      return z.NEVER;
    }
    const kind = PIX_KEY_KINDS[type];
    if (pix.keyKind && !kind.spellings.includes(pix.keyKind.toLowerCase())) {
      context.addIssue({
        code: "custom",
        path: ["keyKind"],
        input: pix.keyKind,
        message: `'${pix.keyKind}' não corresponde à chave '${pix.key}', que é do tipo ${kind.label}; escreva '${kind.label}' ou apague o campo`,
      });
      return z.NEVER;
    }
    return { ...pix, keyKind: kind.label };
  });
