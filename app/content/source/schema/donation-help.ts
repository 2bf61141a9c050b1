import { z } from "zod";
import { externalUrl, text, textWith } from "./fields.ts";

/** An e-mail address, e.g. "doacoes@endowment-ita.example". */
export const emailAddress = text
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, {
    error: (issue) =>
      `'${String(issue.input)}' não é um endereço de e-mail (ex.: doacoes@endowment-ita.example)`,
  })
  .meta({ invalid: "Um e-mail, ex.: doacoes@endowment-ita.example" });

/**
 * A Brazilian phone in international form: "+55", the two digits of the area
 * code and the number, no spaces, e.g. "+5512990000000". The site writes it with spaces.
 */
export const brazilianPhone = z
  .string()
  .trim()
  .regex(/^\+55\d{10,11}$/, {
    error: (issue) =>
      `'${String(issue.input)}' não é um telefone como "+5512990000000" (+55, o DDD e o número, sem espaços)`,
  })
  .meta({
    invalid: "Escreva +55, o DDD e o número, sem espaços, ex.: +5512990000000",
  });

/** Where a link of an answer leads: a page of the site ("/doadores") or a section of this one ("#doacoes-eua"). */
export const pageLink = text.regex(/^(\/[^\s#]*(#[\w-]+)?|#[\w-]+)$/, {
  error: (issue) =>
    `'${String(issue.input)}' não é um endereço do site (como /doadores) nem uma seção desta página (como #doacoes-eua)`,
}).meta({
  invalid:
    "Uma página do site, começando com /, ou uma seção desta página, começando com #",
});

const faqContacts = ["fund", "largeGifts"] as const;

/** A question donors ask, with its answer, and the link and contact shown after it. */
const faqQuestion = z.strictObject({
  question: text.meta({ label: "Pergunta" }),
  answer: text.meta({
    label: "Resposta",
    widget: "text",
    hint: "Separe os parágrafos com uma linha em branco.",
  }),
  link: z
    .strictObject({
      label: text.meta({ label: "Texto do link" }),
      href: pageLink.meta({
        label: "Endereço",
        hint: "Uma página do site (ex.: /doadores) ou uma seção desta página (ex.: #doacoes-eua, #avise-o-fundo)",
      }),
    })
    .optional()
    .meta({ label: "Link ao fim da resposta", collapsed: true }),
  contact: z
    .enum(faqContacts, {
      error: (issue) =>
        issue.input === undefined
          ? undefined
          : `'${String(issue.input)}' não é um contato conhecido; use um destes: ${faqContacts.join(", ")}`,
    })
    .optional()
    .meta({
      label: "Contato mostrado com a resposta",
      options: {
        fund: "WhatsApp e e-mail do fundo",
        largeGifts: "Contato para grandes doações",
      },
    }),
});

/** A page's questions: their heading and lead, then each question (the donor FAQ, /legados). */
export const faqFields = {
  faqSection: z
    .strictObject({
      title: text.meta({ label: "Título" }),
      lead: text.meta({ label: "Texto", widget: "text" }),
    })
    .meta({ label: "Perguntas frequentes (título)" }),
  faq: z
    .array(faqQuestion)
    .min(1)
    .meta({
      label: "Perguntas frequentes",
      labelSingular: "pergunta",
      summary: "{{fields.question}}",
    }),
};

/** content/pt-BR/doacao-ajuda.yml: notifying the fund of a gift, the donors' questions, other ways to give. */
export const donationHelpSchema = z.strictObject({
  contacts: z
    .strictObject({
      /** The fund's WhatsApp, which donors notify. */
      whatsapp: brazilianPhone.meta({
        shared: true,
        label: "WhatsApp que recebe os avisos",
        hint: "Com +55, o DDD e o número, sem espaços: +5512990000000",
      }),
      /** The fund's e-mail, which donors notify. */
      email: emailAddress.meta({
        label: "E-mail que recebe os avisos",
        shared: true,
      }),
      largeGifts: z
        .strictObject({
          /** Over the contact where /doacao and /quem-somos show it. */
          title: text.meta({ label: "Título" }),
          text: text.meta({ label: "Texto", widget: "text" }),
          role: text.meta({
            label: "Área ou cargo",
            hint: "Ex.: Diretoria de Relacionamento com Doadores",
          }),
          email: emailAddress.meta({ label: "E-mail", shared: true }),
          phone: brazilianPhone.meta({
            shared: true,
            label: "Telefone",
            hint: "Com +55, o DDD e o número, sem espaços: +551230000000",
          }),
        })
        .meta({
          label: "Contato para grandes doações",
          hint: "Aparece em /doacao e em /quem-somos, e na pergunta que o cita.",
        }),
    })
    .meta({ label: "Contatos do fundo" }),
  notify: z
    .strictObject({
      title: text.meta({ label: "Título" }),
      lead: text.meta({ label: "Texto de abertura", widget: "text" }),
      nameLabel: text.meta({ label: "Rótulo do nome" }),
      nameHint: text.meta({ label: "Dica do nome", widget: "text" }),
      classLabel: text.meta({ label: "Rótulo da turma" }),
      classHint: text.meta({ label: "Dica da turma", widget: "text" }),
      wayLegend: text.meta({ label: "Pergunta sobre a forma de doação" }),
      wayPix: text.meta({ label: "Opção PIX" }),
      wayTransfer: text.meta({
        label: "Opção transferência bancária",
        hint: "Uma TED do Brasil ou uma transferência internacional para a conta do fundo.",
      }),
      wayPartner: text.meta({ label: "Opção fundação parceira nos EUA" }),
      amountLabel: text.meta({ label: "Rótulo do valor" }),
      amountHint: text.meta({ label: "Dica do valor", widget: "text" }),
      currencyLabel: text.meta({
        label: "Rótulo da moeda",
        hint: "Aparece ao lado do valor quando a doação não é por PIX (um PIX é sempre em reais).",
      }),
      currencies: z
        .strictObject({
          BRL: text.meta({ label: "Reais" }),
          USD: text.meta({ label: "Dólares americanos" }),
          EUR: text.meta({ label: "Euros" }),
          GBP: text.meta({ label: "Libras esterlinas" }),
        })
        .meta({
          label: "Nomes das moedas",
          hint: "Como cada moeda aparece na lista, ex.: Dólares americanos (US$).",
        }),
      limit: textWith("max").meta({
        label: "Limite ao lado de cada campo",
        hint: "Ex.: Até {max} caracteres.",
      }),
      fromPix: text.meta({
        label: "Aviso de campos preenchidos pelo PIX",
        widget: "text",
      }),
      monthlyLabel: text.meta({ label: "Rótulo da doação mensal" }),
      dateLabel: text.meta({ label: "Rótulo da data da doação" }),
      dateHint: text.meta({ label: "Dica da data", widget: "text" }),
      referenceLabel: text.meta({ label: "Rótulo da referência do PIX" }),
      referenceHint: text.meta({ label: "Dica da referência", widget: "text" }),
      listingLegend: text.meta({ label: "Pergunta sobre /doadores" }),
      listingByName: text.meta({ label: "Opção com o nome" }),
      listingAnonymous: text.meta({ label: "Opção anônima" }),
      receiptLabel: text.meta({ label: "Rótulo do recibo" }),
      receiptHint: text.meta({ label: "Dica do recibo", widget: "text" }),
      cpfLabel: text.meta({ label: "Rótulo do CPF" }),
      cpfHint: text.meta({ label: "Dica do CPF", widget: "text" }),
      tributeLegend: text.meta({ label: "Pergunta sobre a homenagem" }),
      tributeNone: text.meta({ label: "Opção sem homenagem" }),
      tributeMemory: text.meta({ label: 'Opção "em memória de"' }),
      tributeHonor: text.meta({ label: 'Opção "em homenagem a"' }),
      honoreeLabel: text.meta({ label: "Rótulo do nome homenageado" }),
      tellNameLabel: text.meta({ label: "Rótulo de quem avisar" }),
      tellContactLabel: text.meta({ label: "Rótulo do contato de quem avisar" }),
      tellHint: text.meta({ label: "Dica de quem avisar", widget: "text" }),
      channelLegend: text.meta({ label: "Pergunta sobre o canal" }),
      channelWhatsapp: text.meta({ label: "Opção WhatsApp" }),
      channelEmail: text.meta({ label: "Opção e-mail" }),
      whatsappLabel: text.meta({ label: "Rótulo do WhatsApp do doador" }),
      whatsappHint: text.meta({ label: "Dica do WhatsApp do doador", widget: "text" }),
      emailLabel: text.meta({ label: "Rótulo do e-mail do doador" }),
      emailHint: text.meta({ label: "Dica do e-mail do doador", widget: "text" }),
      submitLabel: text.meta({ label: "Texto do botão" }),
      submitHint: text.meta({ label: "Dica do botão", widget: "text" }),
      withoutScript: text.meta({
        label: "Aviso para quem está sem JavaScript",
        hint: "No topo do formulário, antes do WhatsApp e do e-mail do fundo.",
        widget: "text",
      }),
      opened: text.meta({ label: "Aviso de mensagem aberta", widget: "text" }),
      openLinkLabel: text.meta({ label: "Texto do link que abre a mensagem" }),
      direct: z
        .strictObject({
          title: text.meta({ label: "Título" }),
          text: text.meta({ label: "Texto", widget: "text" }),
          whatsappLabel: text.meta({ label: "Nome do link do WhatsApp" }),
          emailLabel: text.meta({ label: "Nome do link do e-mail" }),
        })
        .meta({ label: "Contatos ao lado do formulário" }),
      errors: z
        .strictObject({
          name: text.meta({ label: "Nome vazio" }),
          class: text.meta({ label: "Turma inválida" }),
          whatsapp: text.meta({ label: "WhatsApp inválido", widget: "text" }),
          email: text.meta({ label: "E-mail inválido" }),
          date: text.meta({ label: "Data inválida" }),
          cpf: text.meta({ label: "CPF inválido", widget: "text" }),
          honoree: text.meta({ label: "Homenagem sem nome" }),
          tellContact: text.meta({ label: "Contato de quem avisar inválido" }),
          tooLong: textWith("max").meta({
            label: "Campo longo demais",
            hint: "Ex.: Escreva no máximo {max} caracteres.",
          }),
          currency: textWith("written", "chosen").meta({
            label: "Valor escrito em outra moeda que a escolhida",
            hint: "{written}: o símbolo escrito no valor; {chosen}: o da moeda escolhida. Ex.: O valor está em {written}, mas a moeda escolhida é {chosen}: corrija um dos dois.",
            widget: "text",
          }),
          pixCurrency: textWith("written").meta({
            label: "Valor de um PIX escrito em outra moeda",
            hint: "{written}: o símbolo escrito no valor. Ex.: Um PIX é sempre em reais: escreva o valor sem {written}, ou escolha outra forma de doação.",
            widget: "text",
          }),
        })
        .meta({
          label: "Mensagens de erro",
          hint: "As mensagens do valor doado vêm prontas com o site.",
        }),
      message: z
        .strictObject({
          emailSubject: text.meta({ label: "Assunto do e-mail" }),
          greeting: text.meta({ label: "Primeira linha" }),
          name: text.meta({ label: "Linha do nome" }),
          class: text.meta({ label: "Linha da turma" }),
          noClass: text.meta({ label: "Turma não informada" }),
          way: text.meta({ label: "Linha da forma de doação" }),
          amount: text.meta({ label: "Linha do valor" }),
          monthly: text.meta({ label: "Depois do valor de uma doação mensal" }),
          date: text.meta({ label: "Linha da data" }),
          reference: text.meta({ label: "Linha da referência do PIX" }),
          listing: text.meta({ label: "Linha de /doadores" }),
          receipt: text.meta({ label: "Linha do recibo" }),
          receiptYes: text.meta({ label: "Quer recibo" }),
          receiptNo: text.meta({ label: "Não quer recibo" }),
          cpf: text.meta({ label: "Linha do CPF" }),
          tell: text.meta({ label: "Linha de quem avisar da homenagem" }),
          reply: text.meta({ label: "Linha do canal" }),
        })
        .meta({ label: "Mensagem enviada ao fundo" }),
    })
    .meta({ label: 'Formulário "Avise o fundo"', collapsed: true }),
  ...faqFields,
  otherWaysSection: z
    .strictObject({
      title: text.meta({ label: "Título" }),
      lead: text.meta({ label: "Texto", widget: "text" }),
    })
    .meta({ label: "Outras formas de doar (título)" }),
  /** Pages of a payment provider (card, boleto, monthly giving); none by default. */
  otherWays: z
    .array(
      z.strictObject({
        label: text.meta({
          label: "Texto do link",
          hint: "Ex.: Doar com cartão de crédito",
        }),
        url: externalUrl.meta({ label: "Endereço", shared: true, key: true }),
        description: text.meta({ label: "Descrição", widget: "text" }),
      }),
    )
    .default([])
    .meta({
      label: "Outras formas de doar",
      labelSingular: "forma de doar",
      hint: "Páginas de um parceiro de pagamentos (cartão, boleto, doação mensal). Sem nenhuma, a seção não aparece.",
      summary: "{{fields.label}}",
    }),
});

export type DonationHelp = z.infer<typeof donationHelpSchema>;
