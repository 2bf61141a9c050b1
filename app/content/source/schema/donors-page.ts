import { z } from "zod";
import { callToAction } from "./site.ts";
import { meta, text, textWith, wordForCount } from "./fields.ts";

const tier = z.strictObject({
  title: text.meta({ label: "Título" }),
  description: text.meta({ label: "Faixa de contribuição" }),
});

/**
 * content/pt-BR/doadores.yml: every text of /doadores (content/en/doadores.yml: of /en/donors).
 * Names and amounts come from the two sheets; the spec's error messages stay in
 * app/sheets/sheet-errors.ts, and only another language writes them here (`errors.loadFailed`).
 */
export const donorsPageSchema = z.strictObject({
  meta,
  title: text.meta({ label: "Título da página" }),
  lead: text.meta({ label: "Texto de abertura", widget: "text" }),
  loading: text.meta({
    label: "Enquanto as planilhas carregam",
    hint: "Aparece na página publicada e enquanto a lista é lida.",
  }),
  staleCopy: textWith("data").meta({
    label: "Quando as planilhas não respondem",
    hint: "A página mostra então a última cópia lida; {data} é o dia e a hora dessa cópia.",
  }),
  noDonorsYet: text.meta({
    label: "Quando a planilha de doadores não tem nomes",
  }),
  tiers: z
    .strictObject({
      patrono: tier.meta({ label: "Patronos" }),
      "associado-benemerito": tier.meta({ label: "Associados beneméritos" }),
      associado: tier.meta({ label: "Associados" }),
      doador: tier.meta({ label: "Doadores" }),
    })
    .meta({
      label: "Categorias",
      hint: "Uma seção por categoria, da maior para a menor; uma categoria sem doadores não aparece.",
    }),
  chart: z
    .strictObject({
      title: text.meta({ label: "Título" }),
      lead: text.meta({ label: "Texto", widget: "text" }),
      tableCaption: text.meta({
        label: "Legenda da tabela",
        hint: "Lida pelos leitores de tela.",
      }),
      classColumn: text.meta({ label: "Coluna da turma" }),
      amountColumn: text.meta({ label: "Coluna do valor" }),
      showMore: text.meta({ label: "Botão para ver todas as turmas" }),
      showLess: text.meta({ label: "Botão para ver menos turmas" }),
      partial: text.meta({
        label: "Marca de uma turma com linha não lida",
        hint: "Ao lado do valor da turma, quando uma das suas linhas não pôde ser lida.",
      }),
      partialNote: textWith("turma", "linhas").meta({
        label: "Nota abaixo do gráfico, por turma com linha não lida",
        hint: "{turma} é a turma; {linhas} é a palavra linha e os números, como linha 7.",
      }),
    })
    .meta({ label: "Gráfico das turmas", collapsed: true }),
  participation: z
    .strictObject({
      title: text.meta({ label: "Título" }),
      lead: text.meta({ label: "Texto" }),
      tableCaption: text.meta({ label: "Legenda da tabela" }),
      classColumn: text.meta({ label: "Coluna da turma" }),
      countColumn: text.meta({ label: "Coluna do número de doadores" }),
      donorsUnit: wordForCount.meta({ label: "A palavra doador" }),
    })
    .meta({ label: "Participação por turma", collapsed: true }),
  published: z
    .strictObject({
      title: text.meta({ label: "Título" }),
      dataOf: textWith("data").meta({
        label: "Data dos dados",
        hint: "{data} é o dia em que o site leu as planilhas.",
      }),
      open: text.meta({ label: "Botão para abrir a lista" }),
      leftOut: textWith("doadores").meta({
        label: "Abaixo de uma lista longa",
        hint: "{doadores} é o número de doadores que não couberam, como 18.000 doadores.",
      }),
    })
    .meta({
      label: "Lista publicada",
      hint: "A lista que o site publica ao ser compilado: aparece sem JavaScript e quando as planilhas não respondem.",
      collapsed: true,
    }),
  finder: z
    .strictObject({
      label: text.meta({ label: "Rótulo da busca" }),
      hint: text.meta({ label: "Dica abaixo da busca" }),
      found: wordForCount.meta({
        label: "Resultado",
        hint: "Depois do número: 1 doador encontrado, 3 doadores encontrados.",
      }),
      noneFound: text.meta({ label: "Quando a busca não encontra ninguém" }),
      notListed: text.meta({ label: "Pergunta para quem não se encontrou" }),
      notListedLink: text.meta({ label: "Link para avisar o fundo" }),
      showMore: textWith("quantidade").meta({
        label: "Botão para mostrar mais nomes",
        hint: "{quantidade} é o número de nomes que faltam.",
      }),
    })
    .meta({ label: "Busca", collapsed: true }),
  classView: z
    .strictObject({
      title: textWith("turma").meta({ label: "Título" }),
      donated: textWith("valor").meta({ label: "Total doado" }),
      noAmount: text.meta({
        label: "Turma com doadores e sem valor na planilha de turmas",
      }),
      partial: textWith("valor", "linhas").meta({
        label: "Total de uma turma com linha não lida",
        hint: "{valor} é a soma das linhas lidas; {linhas} é a palavra linha e os números, como linha 7.",
      }),
      unreadAmount: textWith("linhas").meta({
        label: "Turma cuja única linha não pôde ser lida",
        hint: "{linhas} é a palavra linha e os números, como linha 7.",
      }),
      noDonors: textWith("turma").meta({ label: "Turma sem doadores" }),
      invite: text.meta({ label: "Convite a uma turma sem doadores" }),
      unnamedDonors: textWith("turma").meta({
        label: "Turma que doou sem doadores listados pelo nome",
      }),
      giveWithClass: text.meta({ label: "Convite a doar com a turma" }),
    })
    .meta({
      label: "Uma turma",
      hint: "Escolhida no gráfico ou na busca.",
      collapsed: true,
    }),
  notices: z
    .strictObject({
      summary: text.meta({ label: "Título" }),
      lead: text.meta({ label: "Texto", widget: "text" }),
      publishedLead: text.meta({
        label: "Texto na lista publicada",
        widget: "text",
      }),
      more: textWith("linhas").meta({
        label: "Depois das primeiras linhas de uma lista longa",
        hint: "{linhas} é o número de linhas que não foram listadas.",
      }),
    })
    .meta({
      label: "Detalhes das planilhas",
      hint: "As linhas que o site ignorou ou leu com ressalvas, para quem edita as planilhas.",
      collapsed: true,
    }),
  sheetRow: wordForCount.meta({
    label: "A palavra linha",
    hint: "Nas notas de uma turma com linha não lida: linha 7, linhas 7 e 9.",
  }),
  callToAction: callToAction.meta({ label: "Chamada para doar" }),
  errors: z
    .strictObject({
      timedOut: text.meta({ label: "As planilhas não responderam a tempo" }),
      networkFailed: text.meta({ label: "Sem conexão com as planilhas" }),
      interrupted: text.meta({ label: "A conexão caiu no meio da leitura" }),
      blocked: text.meta({
        label: "O navegador foi impedido de ler as planilhas",
        hint: "Quando o servidor das planilhas não autoriza a leitura pelo site (CORS): não é a conexão do visitante.",
      }),
      redirectLoop: text.meta({
        label: "O endereço das planilhas redireciona sem parar",
      }),
      retry: text.meta({ label: "Botão para tentar de novo" }),
      details: text.meta({ label: "Botão para ver os detalhes" }),
      retrying: text.meta({ label: "Enquanto tenta de novo" }),
      retryFailed: text.meta({ label: "Quando a nova tentativa falha" }),
      loaded: text.meta({ label: "Quando a lista carrega" }),
      loadFailed: z
        .strictObject({
          prefix: text.meta({
            label: "Início de toda mensagem de erro",
            hint: 'Como "Erro ao carregar dados:"; o motivo vem depois.',
          }),
          fetchFailed: text.meta({
            label: "Uma planilha respondeu com erro",
          }),
          processingFailed: text.meta({
            label: "Uma planilha não pôde ser lida",
          }),
          unknown: text.meta({ label: "Um erro sem mensagem própria" }),
        })
        .optional()
        .meta({
          label: "Mensagens fixadas pela especificação, em outra língua",
          hint: "Só no arquivo em inglês, onde é obrigatório para publicar /en/donors: em português, a página usa as palavras da especificação.",
        }),
    })
    .meta({
      label: "Mensagens de carregamento",
      hint: 'Cada uma vem depois de "Erro ao carregar dados: ".',
      collapsed: true,
    }),
});

export type DonorsPage = z.infer<typeof donorsPageSchema>;
