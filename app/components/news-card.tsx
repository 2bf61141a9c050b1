import { ResponsivePicture } from "~/components/responsive-picture";
import {
  type NewsArticle,
  newsArticlePath,
  newsCardTexts,
} from "~/content/news";
import { formatLongDate } from "~/lib/dates";
import { cn } from "~/lib/cn";
import { DEFAULT_LOCALE, langIfOther, type Locale } from "~/lib/locale";

/** The articles are written in Portuguese only. */
const ARTICLE_LOCALE: Locale = DEFAULT_LOCALE;

type NewsCardProps = React.ComponentProps<"article"> & {
  article: NewsArticle;
  /** The language of the page the card is on: its date and link text are in it. */
  locale?: Locale;
  /** The link's text; the news list's own by default. */
  readMoreLabel?: string;
  /** 2 where the cards sit right under the page's h1 (/noticias), 3 under a section's h2. */
  headingLevel?: 2 | 3;
  /** For a card whose image shows on the first screen: fetched at once and first, not lazily. */
  isImagePriority?: boolean;
};

/**
 * One article in a grid: image, date, title (2 lines), summary (3 lines), 'Ler mais'. On a page in
 * another language, the article's own words are marked as the Portuguese they are written in.
 */
export function NewsCard({
  article,
  locale = DEFAULT_LOCALE,
  readMoreLabel = newsCardTexts.readMoreLabel,
  headingLevel = 3,
  isImagePriority = false,
  className,
  ...props
}: NewsCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const articleLang = langIfOther(locale, ARTICLE_LOCALE);
  return (
    <article
      className={cn(
        "relative flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md",
        className,
      )}
      {...props}
    >
      <ResponsivePicture
        picture={article.image}
        sizes="(min-width: 1024px) 24rem, (min-width: 768px) 50vw, 100vw"
        alt={article.imageAlt}
        lang={articleLang}
        loading={isImagePriority ? "eager" : "lazy"}
        fetchPriority={isImagePriority ? "high" : undefined}
        // The priority image is the page's largest paint: decoded with it, not a frame later.
        decoding={isImagePriority ? undefined : "async"}
        className="aspect-[40/21] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <time dateTime={article.date} className="text-sm text-slate-700">
          {formatLongDate(article.date, locale)}
        </time>
        <Heading
          lang={articleLang}
          className="mt-2 line-clamp-2 text-lg font-semibold text-brand-900"
        >
          {article.title}
        </Heading>
        <p
          lang={articleLang}
          className="mt-2 line-clamp-3 flex-1 text-slate-700"
        >
          {article.summary}
        </p>
        {/* The link's ::after covers the card, so the whole card is clickable. */}
        <a
          href={newsArticlePath(article)}
          hrefLang={articleLang}
          className="mt-4 font-semibold text-brand-700 underline-offset-4 after:absolute after:inset-0 hover:underline"
          aria-label={`${readMoreLabel}: ${article.title}`}
        >
          {readMoreLabel}
        </a>
      </div>
    </article>
  );
}
