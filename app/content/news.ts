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
