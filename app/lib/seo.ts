import type { MetaDescriptor } from "react-router";

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
};

const DEFAULT_SHARE_IMAGE = "/images/share.png";

/** An absolute address on the public site (SITE_URL at build time). */
export function absoluteUrl(path: string): string {
  return new URL(path, import.meta.env.SITE_URL).href;
}

/** The `<title>`, description, canonical link and Open Graph / Twitter tags of one screen. */
export function pageMeta({
  title,
  description,
  path,
  image,
  type = "website",
}: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image ?? DEFAULT_SHARE_IMAGE);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:site_name", content: "Endowment ITA" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
}
