// The addresses people type for a page (public/_redirects), each redirected there permanently:
// every server is held to them (e2e/serving-table.ts), and the page each lands on says what was
// looked for (test/built/serving-files.test.ts).
import {
  content,
  donationPage,
  inEnglish,
  newsArticles,
  newsTexts,
} from "./content";
import { englishRoutes, newsArticlePath } from "./site-routes";
import { nextArticleId } from "./test-names";

export type TypedAddress = {
  /** As the browser sends it: percent-encoded. */
  address: string;
  /** Where it lands, query included. */
  lands: string;
  /**
   * How: 308, a typed address's redirect (public/_redirects), whatever its letter case; 301, a
   * page's address typed with capitals, sent to its lower-case spelling.
   */
  status?: 301;
  /** The heading of the page it lands on, from the content that page shows. */
  heading: string;
  /** The page it lands on says the article is missing, with status 404. */
  missing?: true;
};

/** An article the site does not have. */
export const missingArticle = { id: nextArticleId(newsArticles) };

/** "/doação" as browsers send it, with its accents composed (NFC) or as combining marks (NFD). */
const doacaoComposed = encodeURI("/doação".normalize("NFC"));
const doacaoDecomposed = encodeURI("/doação".normalize("NFD"));

export const typedAddresses: TypedAddress[] = [
  ...["/doar", "/doe", "/doacoes", doacaoComposed, doacaoDecomposed]
    .flatMap((address) => [address, `${address}/`])
    .map((address) => ({
      address,
      lands: "/doacao",
      heading: donationPage.hero.title,
    })),
  {
    address: "/doar?origem=cartaz",
    lands: "/doacao?origem=cartaz",
    heading: donationPage.hero.title,
  },
  ...["/doador", "/doador/"].map((address) => ({
    address,
    lands: "/doadores",
    heading: content.donorsPage.title,
  })),
  {
    address: "/noticia",
    lands: "/noticias",
    heading: newsTexts.newsPage.title,
  },
  ...newsArticles.slice(0, 1).flatMap((article) =>
    ["", "/"].map((slash) => ({
      address: `/noticia/${article.id}${slash}`,
      lands: newsArticlePath(article),
      heading: article.title,
    })),
  ),
  // Under /en/: the English giving page and honour roll, when the content publishes them.
  ...(englishRoutes.includes("/en/give")
    ? ["/en/donate", "/en/donate/", "/en/doacao", "/en/doacao/"].map(
        (address) => ({
          address,
          lands: "/en/give",
          heading: inEnglish("donation").page.hero.title,
        }),
      )
    : []),
  ...(englishRoutes.includes("/en/donors")
    ? ["/en/doadores", "/en/doadores/"].map((address) => ({
        address,
        lands: "/en/donors",
        heading: inEnglish("donorsPage").title,
      }))
    : []),
  // Typed with capitals: a typed address goes to its page at once, a page's address to its
  // lower-case spelling.
  ...["/DOAR", "/Doar/"].map((address) => ({
    address,
    lands: "/doacao",
    heading: donationPage.hero.title,
  })),
  ...[
    ["/Doadores", "/doadores"],
    ["/DOADORES?turma=T98", "/doadores?turma=T98"],
  ].map(([address = "", lands = ""]) => ({
    address,
    lands,
    heading: content.donorsPage.title,
    status: 301 as const,
  })),
  {
    address: "/Doacao",
    lands: "/doacao",
    heading: donationPage.hero.title,
    status: 301,
  },
  // An article the site does not have: the articles' "not found" page.
  {
    address: `/noticia/${missingArticle.id}`,
    lands: newsArticlePath(missingArticle),
    heading: newsTexts.newsArticlePage.notFound.title,
    missing: true,
  },
];
