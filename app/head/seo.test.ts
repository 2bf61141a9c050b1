import { describe, expect, test, vi } from "vitest";
import { newsArticles } from "~/content/news";
import { formatPhone } from "../lib/contact";
import { absoluteUrl, pageMeta, siteHeadLinks } from "./seo";
import {
  donationFaqStructuredData,
  newsArticleStructuredData,
  organizationStructuredData,
  topLevelBreadcrumb,
} from "./structured-data";

// The content modules read Astro's collections, which only a build or the dev server fills.
// Here they hold the officers' files as the build's check reads them, from content/.
const content = vi.hoisted(async () => {
  const { readSiteContent } = await import("../../test/site-content");
  return readSiteContent();
});

vi.mock("~/content/site", async () => {
  const { site } = await content;
  return {
    site,
    pageTitle: (page: string) => `${page} | ${site.name}`,
  };
});

vi.mock("~/content/navigation", async () => {
  const { site } = await content;
  return { navigation: site.navigation, donateLink: site.donateLink };
});

vi.mock("~/content/localized", async () => {
  const { readTranslatedContent } = await import("../../test/site-content");
  const byLocale: Record<string, object> = {
    "pt-BR": await content,
    en: await readTranslatedContent("en"),
  };
  return {
    localized: (locale: string, key: string) =>
      (byLocale[locale] as Record<string, unknown>)[
        key === "people" ? "peopleGroups" : key
      ],
  };
});

vi.mock("~/content/news", async () => {
  const { newsTexts, newsArticles, newsArticleBodies } = await content;
  const { newsArticlePath } = await import("~/content/source/site-pages");
  // The picture astro:assets would make from each article's source image.
  const withPictures = newsArticles.map((article) => ({
    ...article,
    image: {
      src: `/assets/${article.image.split("/").pop()}`,
      srcSet: "",
      avifSrcSet: "",
      width: 1200,
      height: 630,
    },
  }));
  return {
    ...newsTexts,
    newsArticles: withPictures,
    newsArticleBodies,
    newsArticlePath,
  };
});

const SITE_URL = vi.hoisted(() => "https://www.endowment-ita.example");

// The build reads it through astro:env (app/integrations/site-env.ts); the unit tests set their own.
vi.mock("astro:env/server", () => ({ SITE_URL }));

/** The value of the first descriptor that has `key`. */
function valueOf(descriptors: object[], key: string, match?: object) {
  const found = descriptors.find(
    (descriptor) =>
      key in descriptor &&
      Object.entries(match ?? {}).every(
        ([name, value]) =>
          (descriptor as Record<string, unknown>)[name] === value,
      ),
  );
  return found ? (found as Record<string, unknown>)[key] : undefined;
}

describe("absoluteUrl", () => {
  test.each([
    ["/", `${SITE_URL}/`],
    ["/quem-somos", `${SITE_URL}/quem-somos`],
    ["/images/news/baja-4x4.webp", `${SITE_URL}/images/news/baja-4x4.webp`],
  ])("%s is %s", (path, expected) => {
    expect(absoluteUrl(path)).toBe(expected);
  });
});

describe("pageMeta", () => {
  const meta = pageMeta({
    title: "Quem somos | Endowment ITA",
    description: "A história e a governança do fundo.",
    path: "/quem-somos",
  });

  test.each([
    ["title", {}, "Quem somos | Endowment ITA"],
    ["href", { rel: "canonical" }, `${SITE_URL}/quem-somos`],
    ["content", { property: "og:url" }, `${SITE_URL}/quem-somos`],
    ["content", { property: "og:type" }, "website"],
    ["content", { property: "og:image" }, `${SITE_URL}/images/share.png`],
    ["content", { name: "twitter:card" }, "summary_large_image"],
  ])("%s of %o is %s", (key, match, expected) => {
    expect(valueOf(meta, key, match)).toBe(expected);
  });

  test("has one canonical link", () => {
    expect(
      meta.filter((tag) => "rel" in tag && tag.rel === "canonical"),
    ).toHaveLength(1);
  });

  test("an article shares its own image as an article", () => {
    const article = pageMeta({
      title: "t",
      description: "d",
      path: "/noticias/3",
      image: "/images/news/baja-4x4.webp",
      type: "article",
    });
    expect(valueOf(article, "content", { property: "og:image" })).toBe(
      `${SITE_URL}/images/news/baja-4x4.webp`,
    );
    expect(valueOf(article, "content", { property: "og:type" })).toBe(
      "article",
    );
  });
});

const { site, privacy, plannedGiving, impact } = await content;
/** The menu's name for a page, as the trail names it. */
const menuName = (href: string) =>
  site.navigation.find((item) => item.href === href)?.name;
const homeName = menuName("/");

describe("topLevelBreadcrumb", () => {
  test.each([
    ["/quem-somos", [homeName, menuName("/quem-somos")]],
    ["/noticias", [homeName, menuName("/noticias")]],
    ["/doacao", [homeName, site.donateLink.name]],
    ["/privacidade", [homeName, privacy.hero.title]],
    ["/legados", [homeName, plannedGiving.hero.title]],
    ["/impacto", [homeName, impact.hero.title]],
    ["/", undefined],
    ["/noticias/1", undefined],
    ["/qualquer-coisa", undefined],
  ])("%s has the trail %j", (path, names) => {
    expect(topLevelBreadcrumb(path)?.map((crumb) => crumb.name)).toEqual(names);
  });

  test("is part of a top-level page's meta", () => {
    const meta = pageMeta({ title: "t", description: "d", path: "/parceiros" });
    expect(valueOf(meta, "script:ld+json")).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, item: `${SITE_URL}/` },
        { position: 2, item: `${SITE_URL}/parceiros` },
      ],
    });
  });
});

describe("structured data", () => {
  test("the organization is an NGO whose action is donating", () => {
    expect(
      valueOf([organizationStructuredData()], "script:ld+json"),
    ).toMatchObject({
      "@context": "https://schema.org",
      "@type": "NGO",
      name: site.name,
      url: `${SITE_URL}/`,
      potentialAction: {
        "@type": "DonateAction",
        target: `${SITE_URL}/doacao`,
      },
    });
  });

  test("the donors' questions are a FAQPage, each with its answer", async () => {
    const { faq } = (await content).donationHelp;
    const faqPage = valueOf(
      [donationFaqStructuredData("pt-BR")],
      "script:ld+json",
    );
    expect(faqPage).toMatchObject({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: faq.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: {
          "@type": "Answer",
          text: expect.stringContaining(item.answer.trim()),
        },
      })),
    });
  });

  test("an answer is written as the page shows it: its text, then the contact it names", async () => {
    const { contacts, notify } = (await content).donationHelp;
    const question = { question: "Há recibo?", answer: " Sim, emitimos. " };
    const answers = donationFaqStructuredData("pt-BR", [
      question,
      { ...question, link: { label: "Ver", href: "/doadores" } },
      { ...question, contact: "largeGifts" },
      { ...question, contact: "fund" },
    ])["script:ld+json"] as {
      mainEntity: { acceptedAnswer: { text: string } }[];
    };
    expect(answers.mainEntity.map((item) => item.acceptedAnswer.text)).toEqual([
      "Sim, emitimos.",
      "Sim, emitimos.",
      `Sim, emitimos.\n\n${contacts.largeGifts.role}: ${contacts.largeGifts.email}, ${formatPhone(contacts.largeGifts.phone)}.`,
      `Sim, emitimos.\n\n${notify.direct.whatsappLabel}: ${formatPhone(contacts.whatsapp)}. ${notify.direct.emailLabel}: ${contacts.email}.`,
    ]);
  });

  test("there are articles to check", () => {
    expect(newsArticles.length).toBeGreaterThan(0);
  });

  test.each(newsArticles.map((article) => [article.id, article] as const))(
    "article %i is a NewsArticle with its trail",
    (id, article) => {
      const [newsArticle, breadcrumb] = newsArticleStructuredData(article).map(
        (descriptor) => valueOf([descriptor], "script:ld+json"),
      );
      expect(newsArticle).toMatchObject({
        "@type": "NewsArticle",
        headline: article.title,
        datePublished: article.date,
        image: [`${SITE_URL}${article.image.src}`],
        author: { name: article.author },
        publisher: { "@type": "NGO", name: site.name },
        mainEntityOfPage: `${SITE_URL}/noticias/${id}`,
      });
      expect(breadcrumb).toMatchObject({
        "@type": "BreadcrumbList",
        itemListElement: [
          { name: homeName },
          { name: menuName("/noticias") },
          { name: article.title },
        ],
      });
    },
  );
});

describe("siteHeadLinks", () => {
  test.each([
    ["alternate", "/noticias/feed.xml"],
    ["apple-touch-icon", "/apple-touch-icon.png"],
  ])("links %s to %s", (rel, href) => {
    expect(siteHeadLinks()).toContainEqual(
      expect.objectContaining({ rel, href }),
    );
  });
});
