import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { DonateCallToAction } from "~/components/donate-call-to-action";
import { ResponsivePicture } from "~/components/responsive-picture";
import type { ShareButtonProps } from "~/components/share-button";
import { buildDay } from "~/content/build-day";
import { newsCallToAction } from "~/content/calls-to-action";
import { type FigureName, figures } from "~/content/figures";
import {
  type NewsArticle,
  newsArticleBodies,
  newsArticlePage,
  newsArticlePath,
} from "~/content/news";
import { pageTitle } from "~/content/site";
import { cn } from "~/lib/cn";
import { formatLongDate } from "~/lib/dates";
import { campaignEndedText } from "~/lib/campaign-figures";
import { campaignState, hasGoal } from "~/lib/campaign-state";
import { figureStatement } from "~/lib/fund-figures";
import { type HeadTag, pageMeta } from "~/head/seo";
import { newsArticleStructuredData } from "~/head/structured-data";

/** The picture's width on screen: the text column, or the phone's width less the page margins. */
const ARTICLE_PICTURE_SIZES = "(min-width: 800px) 48rem, calc(100vw - 2rem)";

export function head(article: NewsArticle | undefined): HeadTag[] {
  if (!article) {
    // No canonical or sharing tags: the same prerendered page answers every unknown id.
    return [
      { title: pageTitle(newsArticlePage.notFound.title) },
      { name: "description", content: newsArticlePage.notFound.description },
      { name: "robots", content: "noindex" },
    ];
  }
  return [
    ...pageMeta({
      title: pageTitle(article.title),
      description: article.summary,
      path: newsArticlePath(article),
      image: article.image.src,
      type: "article",
    }),
    ...newsArticleStructuredData(article),
  ];
}

/** The props of an article's share button, which the page's `.astro` file renders with its script. */
export function shareButtonProps(article: NewsArticle): ShareButtonProps {
  return {
    title: article.title,
    labels: newsArticlePage.share,
    className: "mt-4",
  };
}

/** An article, or for `undefined` the page that answers every unknown article address. */
export function NewsArticlePage({
  article,
  shareButton,
}: {
  article: NewsArticle | undefined;
  /** The share button, rendered from `shareButtonProps`. */
  shareButton?: ReactNode;
}) {
  const bodyHtml = article ? newsArticleBodies[article.id] : undefined;
  if (!article || bodyHtml === undefined) return <ArticleNotFound />;
  return (
    <>
      <ArticleView
        article={article}
        bodyHtml={bodyHtml}
        shareButton={shareButton}
      />
      <DonateCallToAction callToAction={newsCallToAction} />
    </>
  );
}

function BackToNews() {
  return (
    <a
      href="/noticias"
      className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {newsArticlePage.backLabel}
    </a>
  );
}

function ArticleView({
  article,
  bodyHtml,
  shareButton,
}: {
  article: NewsArticle;
  bodyHtml: string;
  shareButton: ReactNode;
}) {
  return (
    <article className="mx-auto box-content max-w-6xl px-4 py-10 md:py-14">
      <BackToNews />
      <header className="mt-8">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-brand-900 md:text-4xl">
          {article.title}
        </h1>
        <p className="mt-4 flex flex-wrap gap-x-2 text-slate-700">
          <time dateTime={article.date}>{formatLongDate(article.date)}</time>
          <span aria-hidden="true" className="hidden sm:inline">
            ·
          </span>
          <span>
            {newsArticlePage.authorLabel} <span>{article.author}</span>
          </span>
        </p>
        {shareButton}
      </header>
      <ResponsivePicture
        picture={article.image}
        sizes={ARTICLE_PICTURE_SIZES}
        alt={article.imageAlt}
        fetchPriority="high"
        className="mt-8 aspect-[40/21] w-full max-w-3xl rounded-lg object-cover"
      />
      <div
        className={articleBodyClassName}
        // Rendered at build time from the fund team's Markdown in content/pt-BR/noticias/, never visitor input.
        dangerouslySetInnerHTML={{ __html: bodyHtml }}
      />
      {article.figures ? <FiguresBox names={article.figures} /> : null}
    </article>
  );
}

/**
 * The fund's figures an article cites, as content/pt-BR/numeros.yml holds them on the build's day;
 * citing the goal after its deadline, the box says the campaign ended and what it reached. The goal
 * is left out while the fund has no campaign.
 */
function FiguresBox({ names }: { names: FigureName[] }) {
  const endedText =
    names.includes("goal") &&
    hasGoal(figures) &&
    campaignState(figures.goal, buildDay) === "ended"
      ? campaignEndedText(figures)
      : undefined;
  const cited = names.flatMap((name) => {
    const statement = figureStatement(figures, name, buildDay);
    return statement ? [{ name, ...statement }] : [];
  });
  if (cited.length === 0) return null;
  return (
    <aside
      aria-labelledby="numeros-do-fundo"
      className="mt-10 max-w-3xl rounded-lg bg-brand-50 p-6"
    >
      <h2 id="numeros-do-fundo" className="text-xl font-bold text-brand-900">
        {newsArticlePage.figuresTitle}
      </h2>
      <dl className="mt-4 space-y-3">
        {cited.map(({ name, value, label, when }) => (
          <div key={name} className="flex flex-col-reverse">
            <dt className="text-slate-700">
              {label}, {when}
            </dt>
            <dd className="text-2xl font-bold text-brand-700">{value}</dd>
          </div>
        ))}
      </dl>
      {endedText ? (
        <p className="mt-4 font-semibold text-brand-900">{endedText}</p>
      ) : null}
    </aside>
  );
}

const articleBodyClassName = cn(
  "mt-8 max-w-3xl text-lg leading-relaxed text-slate-800",
  "[&_p]:mt-5 [&_strong]:font-semibold [&_strong]:text-brand-900",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900",
  "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6",
);

function ArticleNotFound() {
  return (
    <section className="mx-auto box-content max-w-6xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-brand-900">
        {newsArticlePage.notFound.title}
      </h1>
      <p className="mt-4 text-slate-700">{newsArticlePage.notFound.text}</p>
      <p className="mt-8">
        <BackToNews />
      </p>
    </section>
  );
}
