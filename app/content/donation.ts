/** One way to give from the United States. */
export type UsGivingOption = {
  title: string;
  text: string;
  /** Short steps, shown as a list. */
  steps: string[];
};

/** The bank account donations go to. Every value below is a fictional placeholder. */
export type BankAccount = {
  /** Account holder, as the donor's bank app will show it. */
  beneficiary: string;
  /** Bank name with its three-digit compensation code. */
  bank: string;
  branch: string;
  /** Checking account number with its check digit. */
  account: string;
};

/**
 * The fund's Pix data. The key, the "Pix Copia e Cola" code and the QR code on /doacao are all
 * built from this entry at build time; a key or field the BR Code standard rejects fails the
 * build with a message naming the field (see app/lib/pix.ts).
 */
export type DonationPix = {
  /** Shown to donors as written here; punctuation is allowed for a CPF or CNPJ. */
  key: string;
  /** What kind of key it is, shown beside it, e.g. "CNPJ". */
  keyKind: string;
  /** Receiver name in the BR Code: at most 25 characters once accents are removed. */
  merchantName: string;
  /** Receiver city in the BR Code: at most 15 characters once accents are removed. */
  merchantCity: string;
};

export const donationPix: DonationPix = {
  // Placeholder until the fund registers its own key: the usual documentation example CNPJ.
  key: "12.345.678/0001-95",
  keyKind: "CNPJ",
  merchantName: "Endowment ITA",
  // "São José dos Campos" has 19 characters; the BR Code allows 15.
  merchantCity: "S.J. dos Campos",
};

// Placeholder bank, branch and account: fictional, not a real account.
export const bankAccount: BankAccount = {
  beneficiary: "Fundo Patrimonial Endowment ITA",
  bank: "Banco Exemplo S.A. (000)",
  branch: "0001",
  account: "12345-6",
};

/** Every text of the donation page (/doacao). */
export const donationPage = {
  meta: {
    title: "Doação",
    description:
      "Doe ao Endowment ITA por PIX ou transferência bancária, ou a partir dos Estados Unidos. Sua doação é preservada e os rendimentos apoiam o ITA para sempre.",
  },
  hero: {
    eyebrow: "Doação",
    title: "Faça sua doação ao Endowment ITA",
    lead: "Cada real doado vira patrimônio permanente: o principal é preservado e os rendimentos reais financiam bolsas, pesquisa e iniciativas estudantis no ITA.",
  },
  campaign: {
    title: "Campanha dos Fundadores",
    text: "Estamos formando o patrimônio inicial do fundo. Quem doa nesta campanha entra para a história como fundador do Endowment ITA. Conheça as metas, as faixas de contribuição e o reconhecimento aos fundadores.",
    linkLabel: "Baixar o material da campanha (PDF)",
    pdfPath: "/documents/campanha-fundadores.pdf",
  },
  /** Read by screen readers after a link that opens in a new tab. */
  newTabHint: "(abre em nova aba)",
  bank: {
    title: "Dados para doação",
    lead: "Doe por PIX, pelo QR Code ou pelo código Pix Copia e Cola, ou faça uma transferência para a conta abaixo.",
    cardTitle: "Dados bancários",
    beneficiaryLabel: "Favorecido",
    bankLabel: "Banco",
    branchLabel: "Agência",
    accountLabel: "Conta corrente",
    keyLabel: "Chave PIX",
  },
  copyKey: {
    buttonLabel: "Copiar chave",
    copied: "Chave PIX copiada!",
    refused:
      "Não foi possível copiar automaticamente. A chave está selecionada: copie com Ctrl+C (no celular, toque e segure sobre ela).",
  },
  qrCode: {
    title: "QR Code PIX",
    alt: "QR Code PIX para doar ao Endowment ITA",
    hint: "No app do seu banco, escolha Pix e depois Ler QR Code. Você escolhe o valor na hora.",
  },
  copyPaste: {
    title: "Pix Copia e Cola",
    hint: "Copie o código e cole no app do seu banco, em Pix Copia e Cola.",
    buttonLabel: "Copiar código",
    copied: "Código Pix Copia e Cola copiado!",
    refused:
      "Não foi possível copiar automaticamente. O código está selecionado: copie com Ctrl+C (no celular, toque e segure sobre ele).",
  },
  usDonors: {
    title: "Doações a partir dos Estados Unidos",
    lead: "Quem mora nos Estados Unidos pode doar com dedução no imposto de renda americano e, muitas vezes, dobrar a doação com o programa de contrapartida da empresa onde trabalha.",
    options: [
      {
        // Placeholder partner: a fictional 501(c)(3) foundation.
        title: "Pela fundação parceira Horizon Bridge Foundation",
        text: "A Horizon Bridge Foundation é uma organização sem fins lucrativos registrada nos Estados Unidos como 501(c)(3). Ela recebe a sua doação em dólares, emite o recibo para a dedução fiscal e repassa os recursos ao Endowment ITA.",
        steps: [
          "Doe à Horizon Bridge Foundation por cartão, cheque ou transferência, indicando “Endowment ITA” como destino.",
          "Guarde o recibo da fundação para declarar a dedução no imposto americano.",
          "A fundação repassa o valor ao fundo e nós confirmamos o recebimento por e-mail.",
        ],
      },
      {
        title: "Pelo programa de contrapartida da sua empresa",
        text: "Muitas empresas americanas igualam as doações de seus funcionários a organizações 501(c)(3) por meio de uma plataforma de doações corporativas (matching gifts). Como a Horizon Bridge Foundation é elegível, a sua doação pode valer o dobro.",
        steps: [
          "Entre na plataforma de doações da sua empresa e procure por “Horizon Bridge Foundation”.",
          "Registre a sua doação e peça a contrapartida (matching gift), indicando o Endowment ITA.",
          "A empresa envia a contrapartida à fundação, que a repassa ao fundo.",
        ],
      },
    ] satisfies UsGivingOption[],
  },
};
