// Schema.org JSON-LD for search engines (`{ "script:ld+json": … }` becomes a
// `<script type="application/ld+json">` in the page head). These blocks are data, not scripts:
// the Content Security Policy does not apply to them.
import type { DonationQuestion } from "~/content/donation-help";
import { type NewsArticle, newsArticlePath } from "~/content/news";
import { donateLink, navigation } from "~/content/navigation";
import { site } from "~/content/site";
import { pathIn } from "~/content/source/english-section";
import type { DonationHelp } from "~/content/source/schema";
import { formatPhone } from "~/lib/contact";
import { localized } from "~/content/localized";
import { DEFAULT_LOCALE, HOME_PATHS, type Locale } from "~/lib/locale";
import { SITE_PAGES } from "~/content/source/site-pages";
import { absoluteUrl } from "~/head/site-url";

/** A JSON-LD block: data for search engines, not a script the policy governs. */
export type StructuredData = { "script:ld+json": object };

/** One step of a breadcrumb trail: the page's short name and its path. */
export type Crumb = { name: string; path: string };

const LOGO_PATH = "/icons/icon-512.png";
const organizationId = () => absoluteUrl("/#organizacao");

/** The first step of every trail: the home page of `locale`, as its menu names it. */
function homeCrumb(locale: Locale): Crumb {
  const path = HOME_PATHS[locale];
  const { navigation: menu, name } = localized(locale, "site");
  return { name: menu.find((item) => item.href === path)?.name ?? name, path };
}

function organization() {
  return {
    "@type": "NGO",
    "@id": organizationId(),
    name: site.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl(LOGO_PATH),
  };
}

/** The entity behind the fund, as the footer names it (content/pt-BR/site.yml, legalEntity). */
function legalEntity() {
  const { name, cnpj, address, email } = site.legalEntity;
  return {
    legalName: name,
    taxID: cnpj,
    email,
    address: {
      "@type": "PostalAddress",
      streetAddress: `${address.street}, ${address.district}`,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.postalCode,
      addressCountry: "BR",
    },
  };
}

/** The fund as an NGO, with its legal data and donating as its main action; for the home page. */
export function organizationStructuredData(): StructuredData {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      ...organization(),
      ...legalEntity(),
      description: site.description,
      sameAs: [site.linkedinUrl],
      potentialAction: {
        "@type": "DonateAction",
        name: donateLink.name,
        target: absoluteUrl(donateLink.href),
        recipient: { "@id": organizationId() },
      },
    },
  };
}

/** A breadcrumb trail from the home page down to the current page. */
export function breadcrumbStructuredData(crumbs: Crumb[]): StructuredData {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: crumbs.map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: absoluteUrl(crumb.path),
      })),
    },
  };
}

/**
 * The trail of a top-level page of the site map in its language ("Início › Quem somos",
 * "Home › About us"), if it is one.
 */
export function topLevelBreadcrumb(
  path: string,
  locale: Locale = DEFAULT_LOCALE,
): Crumb[] | undefined {
  const home = homeCrumb(locale);
  if (path === home.path) return undefined;
  const site = localized(locale, "site");
  const named = [...site.navigation, site.donateLink].find(
    (item) => item.href === path,
  );
  const name = named?.name ?? unlistedPageName(path, locale);
  if (name === undefined) return undefined;
  return [home, { name, path }];
}

/** The name of a top-level page the menu does not list (privacy, planned giving, impact). */
function unlistedPageName(path: string, locale: Locale): string | undefined {
  for (const page of SITE_PAGES)
    if ("namedBy" in page && path === pathIn(locale, page.path))
      return localized(locale, page.namedBy).hero.title;
  return undefined;
}

/** A news article as `NewsArticle`, with its trail "Início › Notícias › {title}". */
export function newsArticleStructuredData(
  article: NewsArticle,
): StructuredData[] {
  const path = newsArticlePath(article);
  const newsList = navigation.find((item) => item.href === "/noticias");
  return [
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        headline: article.title,
        description: article.summary,
        datePublished: article.date,
        inLanguage: "pt-BR",
        image: [absoluteUrl(article.image.src)],
        url: absoluteUrl(path),
        mainEntityOfPage: absoluteUrl(path),
        author: { "@type": "Organization", name: article.author },
        publisher: organization(),
      },
    },
    breadcrumbStructuredData([
      homeCrumb(DEFAULT_LOCALE),
      { name: newsList?.name ?? "", path: "/noticias" },
      { name: article.title, path },
    ]),
  ];
}

/** An answer as the page shows it: its text, then the contact it names, if any. */
function faqAnswerText(
  item: DonationQuestion,
  { contacts, notify: { direct } }: DonationHelp,
): string {
  const { largeGifts, whatsapp, email } = contacts;
  const contact =
    item.contact === "largeGifts"
      ? `${largeGifts.role}: ${largeGifts.email}, ${formatPhone(largeGifts.phone)}.`
      : item.contact === "fund"
        ? `${direct.whatsappLabel}: ${formatPhone(whatsapp)}. ${direct.emailLabel}: ${email}.`
        : undefined;
  return [item.answer.trim(), contact].filter(Boolean).join("\n\n");
}

/**
 * The donors' questions of a donation page as a `FAQPage` in its language, every question with
 * its answer: the language's questions unless others are given.
 */
export function donationFaqStructuredData(
  locale: Locale,
  questions?: readonly DonationQuestion[],
): StructuredData {
  const help = localized(locale, "donationHelp");
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      inLanguage: locale,
      mainEntity: (questions ?? help.faq).map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: {
          "@type": "Answer",
          text: faqAnswerText(item, help),
        },
      })),
    },
  };
}
