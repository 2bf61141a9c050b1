/** The texts of the news list (/noticias) around its cards. */
export const newsPage = {
  title: "Notícias",
  lead: "Acompanhe as últimas novidades e realizações do Endowment ITA.",
  /** The list's meta description for search results and link previews. */
  description:
    "Notícias do Endowment ITA: doações, planejamento do fundo e projetos de alunos do ITA apoiados pelos ex-alunos.",
};

/** The link at the foot of every news card. */
export const newsCardTexts = { readMoreLabel: "Ler mais" };

/** The texts of an article page (/noticias/{id}) that are not the article itself. */
export const newsArticlePage = {
  backLabel: "Voltar para notícias",
  /** Word before the author's name: "Por Equipe Endowment ITA". */
  authorLabel: "Por",
  share: {
    label: "Compartilhar",
    copied: "Link copiado!",
    copyFailed:
      "Não foi possível copiar o link. Copie o endereço na barra do navegador.",
  },
  notFound: {
    title: "Notícia não encontrada",
    text: "A notícia que você procura não existe ou foi removida.",
    description: "Esta notícia não existe ou foi removida.",
  },
};

export type NewsArticle = {
  /** Number in the address: /noticias/{id}. */
  id: number;
  title: string;
  /** Calendar date "YYYY-MM-DD"; shown as the same day in every time zone. */
  date: string;
  /** One or two sentences for the news list, the home page and link previews. */
  summary: string;
  author: string;
  /** Image under public/images/news/, 1200×630, with a 600-px-wide copy named `<name>-600.webp`. */
  image: string;
  imageAlt: string;
  /** Trusted HTML written by the fund team, never visitor input. */
  bodyHtml: string;
};

const author = "Equipe Endowment ITA";

/** The articles, newest first. The prerender list and the sitemap are derived from this. */
export const newsArticles: NewsArticle[] = [
  {
    id: 1,
    title: "Doações ao Endowment ITA ultrapassam R$ 11 milhões",
    date: "2025-04-02",
    summary:
      "O fundo patrimonial dos ex-alunos superou R$ 11 milhões em doações comprometidas e mira R$ 25 milhões até o fim de 2025.",
    author,
    image: "/images/news/doacoes-11-milhoes.webp",
    imageAlt:
      "Ilustração de um gráfico de barras que sobe em direção à linha da meta, simbolizando o crescimento das doações",
    bodyHtml: `
<p>O Endowment ITA atingiu a marca de <strong>R$ 11 milhões</strong> em doações comprometidas, um passo decisivo para tornar o fundo patrimonial dos ex-alunos uma fonte perene de apoio ao Instituto Tecnológico de Aeronáutica.</p>
<p>O resultado reúne contribuições de mais de cinquenta doadores e de duas dezenas de turmas engajadas, de formandos recentes a engenheiros que deixaram o campus há mais de quarenta anos. Cada doação é incorporada ao principal, que é preservado; somente os rendimentos reais, acima da inflação, são aplicados em bolsas, pesquisa e iniciativas estudantis.</p>
<h2>Próxima meta: R$ 25 milhões até o fim de 2025</h2>
<p>Com a nova meta, o fundo pretende ampliar o número de bolsas de permanência, criar cátedras para professores visitantes do exterior e apoiar projetos de competição que levam o nome do instituto a eventos internacionais.</p>
<p>"Cada turma que se engaja mostra aos alunos de hoje que eles fazem parte de uma comunidade que acredita neles", afirma a diretoria executiva do fundo.</p>
<p>Quem quiser contribuir encontra os dados bancários e a chave PIX na página de doação. Doações de qualquer valor são bem-vindas e todas são reconhecidas na página de doadores.</p>`,
  },
  {
    id: 2,
    title: "Workshop define o plano estratégico 2025–2034",
    date: "2025-03-27",
    summary:
      "Conselheiros, diretores e voluntários reuniram-se para traçar as prioridades do fundo para os próximos dez anos.",
    author,
    image: "/images/news/workshop-plano-estrategico.webp",
    imageAlt:
      "Ilustração de um quadro de planejamento com notas adesivas em três colunas e uma linha do tempo de 2025 a 2034",
    bodyHtml: `
<p>O Endowment ITA realizou um workshop de planejamento estratégico que reuniu membros do Conselho de Administração, do Conselho Fiscal, da Diretoria Executiva e do Comitê de Investimentos para definir o plano do fundo para o período de <strong>2025 a 2034</strong>.</p>
<p>Ao longo de dois dias, os participantes revisaram a trajetória do fundo, discutiram cenários de captação e de retorno dos investimentos e estabeleceram as prioridades de aplicação dos rendimentos.</p>
<h2>Três eixos para a próxima década</h2>
<ul>
<li><strong>Pessoas:</strong> bolsas de permanência e de pesquisa para que nenhum aluno deixe o instituto por razões financeiras.</li>
<li><strong>Excelência acadêmica:</strong> cátedras com professores estrangeiros e apoio a laboratórios.</li>
<li><strong>Comunidade:</strong> engajamento das turmas e transparência na prestação de contas.</li>
</ul>
<p>O plano completo será apresentado à assembleia geral e publicado na página de transparência.</p>`,
  },
  {
    id: 3,
    title: "Equipe Baja lança projeto de veículo 4x4",
    date: "2025-03-21",
    summary:
      "Com apoio de ex-alunos, a equipe estudantil de Baja começa a projetar seu primeiro protótipo com tração nas quatro rodas.",
    author,
    image: "/images/news/baja-4x4.webp",
    imageAlt:
      "Ilustração de um veículo off-road da equipe Baja em uma pista de terra ao pôr do sol",
    bodyHtml: `
<p>A equipe de Baja do ITA anunciou o início do projeto de seu primeiro veículo com <strong>tração 4x4</strong>, um desafio de engenharia que envolve transmissão, suspensão e eletrônica embarcada.</p>
<p>O projeto conta com recursos de iniciativas apoiadas pelos ex-alunos, que financiam materiais, ferramentas e a participação em competições nacionais.</p>
<h2>Aprender fazendo</h2>
<p>Os alunos dividem-se em subsistemas e trabalham com simulação, usinagem e testes em pista. A experiência complementa a formação em sala de aula e prepara os futuros engenheiros para os desafios da indústria.</p>
<p>A equipe pretende apresentar o protótipo na próxima temporada de competições universitárias.</p>`,
  },
];

/** The `srcset` of an article's image: the 600-px copy for small screens, the full 1200 px. */
export function newsImageSrcSet(image: string): string {
  return `${image.replace(/\.webp$/, "-600.webp")} 600w, ${image} 1200w`;
}

/** The article with this id from the address, or undefined for any other text. */
export function findNewsArticle(
  idParam: string | undefined,
): NewsArticle | undefined {
  if (!idParam || !/^\d+$/.test(idParam)) return undefined;
  return newsArticles.find((article) => article.id === Number(idParam));
}
