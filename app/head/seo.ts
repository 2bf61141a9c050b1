import { navigation } from "~/content/navigation";
import { pageTitle, site } from "~/content/site";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "~/lib/locale";
import { absoluteUrl } from "~/head/site-url";
import {
  breadcrumbStructuredData,
  type StructuredData,
  topLevelBreadcrumb,
} from "~/head/structured-data";

export { absoluteUrl };

/** One element of a page's <head>, as the layout writes it (app/layouts/head-tags.astro). */
export type HeadTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; hreflang?: string }
  | StructuredData;

/** A <link> every page carries: icons, the manifest, the feed. */
export type HeadLink = {
  rel: string;
  href: string;
  type?: string;
  sizes?: string;
  title?: string;
};

/** What a screen says about itself to browsers, search engines and link previews. */
export type PageSeo = {
  /** The full `<title>`, e.g. from `pageTitle("Quem somos")`. */
  title: string;
  description: string;
  /** The screen's path, e.g. "/quem-somos"; made absolute with SITE_URL for canonical and OG. */
  path: string;
  /** Image path under public/, for link previews; defaults to the site's sharing image. */
  image?: string;
  /** "article" for news articles, "website" otherwise. */
  type?: "website" | "article";
  /** The page's language; Portuguese unless said. */
  locale?: Locale;
};

/** The site's own language, for the feed and the web app manifest. */
export const SITE_LANGUAGE = DEFAULT_LOCALE;

/** Each language as Open Graph writes it. */
const OG_LOCALES: Record<Locale, string> = { "pt-BR": "pt_BR", en: "en_US" };

/** The browser's toolbar colour and the web app's theme: the brand's navy. */
export const THEME_COLOR = "#0a2347";

const DEFAULT_SHARE_IMAGE = "/images/share.png";

/** Where the news feed is served (app/pages/noticias/feed.xml.ts). */
export const NEWS_FEED_PATH = "/noticias/feed.xml";

/**
 * The `<title>`, description, canonical link and Open Graph / Twitter tags of one screen, plus
 * its breadcrumb trail as JSON-LD when it is a top-level page of the site map.
 */
export function pageMeta({
  title,
  description,
  path,
  image,
  type = "website",
  locale = DEFAULT_LOCALE,
}: PageSeo): HeadTag[] {
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image ?? DEFAULT_SHARE_IMAGE);
  const breadcrumb = topLevelBreadcrumb(path, locale);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:locale", content: OG_LOCALES[locale] },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    ...(breadcrumb ? [breadcrumbStructuredData(breadcrumb)] : []),
  ];
}

/**
 * The links between a page and its counterpart in the other language: one for each language
 * (hreflang), and the Portuguese page for a reader of any other (x-default).
 */
export function languageAlternates(
  paths: Readonly<Record<Locale, string>>,
): HeadTag[] {
  return alternateUrls(paths).map(({ hreflang, url }) => ({
    tagName: "link",
    rel: "alternate",
    hreflang,
    href: url,
  }));
}

/** A page's address in each language, and the Portuguese one for a reader of any other. */
export function alternateUrls(
  paths: Readonly<Record<Locale, string>>,
): { hreflang: string; url: string }[] {
  return [
    ...LOCALES.map((locale) => ({
      hreflang: locale,
      url: absoluteUrl(paths[locale]),
    })),
    { hreflang: "x-default", url: absoluteUrl(paths[DEFAULT_LOCALE]) },
  ];
}

/**
 * The head links every page shares: icons and the news feed. No web app manifest: the site is
 * pages to read and a way to give, not an app to install, and Chromium fetches a manifest and
 * its icon after every first visit's load, on the phone's connection the page's scripts use.
 * A phone adds the site to its home screen with the touch icon.
 */
export function siteHeadLinks(): HeadLink[] {
  return [
    { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
    { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
    {
      rel: "alternate",
      type: "application/rss+xml",
      title: pageTitle(
        navigation.find((item) => item.href === "/noticias")?.name ?? "",
      ),
      href: NEWS_FEED_PATH,
    },
  ];
}
