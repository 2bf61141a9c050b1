import { z } from "zod";
import { isWrittenCnpj } from "../../../lib/cnpj.ts";
import { emailAddress } from "./donation-help.ts";
import { externalUrl, sitePath, text } from "./fields.ts";

const navItem = z.strictObject({
  name: text.meta({ label: "Texto" }),
  href: sitePath.meta({ label: "Endereço" }),
});
export const callToAction = z.strictObject({
  title: text.meta({ label: "Título" }),
  text: text.meta({ label: "Texto", widget: "text" }),
  linkLabel: text.meta({ label: "Texto do botão" }),
  href: sitePath.meta({ label: "Endereço do botão" }),
});

const cnpj = text.refine(isWrittenCnpj, {
  error: (issue) =>
    `'${String(issue.input)}' não é um CNPJ válido: escreva 00.000.000/0000-00 e confira os dígitos verificadores`,
}).meta({
  label: "CNPJ",
  hint: "Com pontos, barra e hífen: 12.345.678/0001-95. O site confere os dígitos verificadores ao publicar.",
  // The form's part of isWrittenCnpj; the check digits are checked by the build.
  pattern: /^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/.source,
  invalid: "Um CNPJ escrito 00.000.000/0000-00",
});

/** The entity behind the fund, as the footer, the privacy page and search engines name it. */
const legalEntity = z.strictObject({
  name: text.meta({ label: "Razão social" }),
  cnpj,
  address: z
    .strictObject({
      street: text.meta({ label: "Rua, número e complemento" }),
      district: text.meta({ label: "Bairro" }),
      city: text.meta({ label: "Cidade" }),
      state: text
        .regex(/^[A-Z]{2}$/, {
          error: (issue) =>
            `'${String(issue.input)}' não é a sigla de um estado, como SP`,
        })
        .meta({
          label: "Estado (sigla)",
          invalid: "A sigla do estado, como SP",
        }),
      postalCode: text
        .regex(/^\d{5}-\d{3}$/, {
          error: (issue) =>
            `'${String(issue.input)}' não é um CEP como 12228-900`,
        })
        .meta({ label: "CEP", invalid: "Um CEP como 12228-900" }),
    })
    .meta({ label: "Endereço" }),
  email: emailAddress.meta({ label: "E-mail" }),
});

/** content/pt-BR/site.yml */
export const siteSchema = z.strictObject({
  name: text.meta({ label: "Nome do site", shared: true }),
  description: text.meta({ label: "Descrição", widget: "text" }),
  linkedinUrl: externalUrl.meta({
    label: "Endereço do LinkedIn",
    shared: true,
  }),
  whatsappUrl: externalUrl.meta({
    shared: true,
    label: "Endereço do WhatsApp",
    hint: "Ex.: https://wa.me/5512900000000",
  }),
  copyrightHolder: text.meta({
    label: "Titular dos direitos no rodapé",
    shared: true,
  }),
  legalEntity: legalEntity.meta({
    shared: true,
    label: "Entidade responsável (rodapé, privacidade e buscadores)",
  }),
  navigation: z.array(navItem).min(1).meta({
    label: "Menu",
    labelSingular: "link",
    summary: "{{fields.name}} → {{fields.href}}",
  }),
  donateLink: navItem.meta({ label: "Botão de doar do menu" }),
  callsToAction: z
    .strictObject({
      news: callToAction.meta({ label: "Nas notícias" }),
      institution: callToAction.meta({ label: "Nas páginas do fundo" }),
    })
    .meta({ label: "Chamadas para doar" }),
  interface: z
    .strictObject({
      skipLink: text.meta({
        label: "Link para pular o menu",
        hint: "O primeiro link da página, para quem navega pelo teclado.",
      }),
      logoLabel: text.meta({
        label: "Nome do logotipo",
        hint: "O logotipo leva à página inicial; lido pelos leitores de tela.",
      }),
      mainNavigation: text.meta({
        label: "Nome do menu",
        hint: "Lido pelos leitores de tela.",
      }),
      openMenu: text.meta({ label: "Botão que abre o menu (celular)" }),
      closeMenu: text.meta({ label: "Botão que fecha o menu (celular)" }),
      footer: z
        .strictObject({
          entityTitle: text.meta({ label: "Título da entidade responsável" }),
          contactTitle: text.meta({ label: "Título dos contatos" }),
          linkedinLabel: text.meta({ label: "Link do LinkedIn" }),
          whatsappLabel: text.meta({ label: "Link do WhatsApp" }),
          rightsReserved: text.meta({
            label: "Depois do ano e do titular dos direitos",
          }),
          cnpjLabel: text.meta({ label: "Antes do CNPJ" }),
          postalCodeLabel: text.meta({ label: "Antes do CEP" }),
        })
        .meta({ label: "Rodapé" }),
      otherLanguage: text.meta({
        label: "Link para a outra língua",
        hint: "O nome da outra língua, escrito nela: English nas páginas em português, Português nas em inglês.",
      }),
      portugueseOnly: text.meta({
        label: "Aviso de conteúdo só em português",
        hint: "Nas páginas em inglês, ao lado de um link para algo só em português.",
      }),
      plannedGivingLink: text.meta({
        label: "Link para Legados e doações planejadas",
        hint: "No rodapé e junto ao contato para grandes doações, em /doacao e /quem-somos.",
      }),
    })
    .meta({ label: "Menu e rodapé", collapsed: true }),
});

export type NavItem = z.infer<typeof navItem>;
export type CallToAction = z.infer<typeof callToAction>;
export type SiteData = z.infer<typeof siteSchema>;
export type LegalEntity = z.infer<typeof legalEntity>;
