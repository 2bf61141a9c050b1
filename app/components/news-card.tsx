import { Link } from "react-router";
import type { NewsArticle } from "~/content/news";
import { formatLongDate } from "~/lib/dates";

/** One article in a grid: image, date, title (2 lines), summary (3 lines), 'Ler mais'. */
export function NewsCard({ article }: { article: NewsArticle }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <img
        src={article.image}
        alt={article.imageAlt}
        width={1200}
        height={630}
        loading="lazy"
        decoding="async"
        className="aspect-[40/21] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <time dateTime={article.date} className="text-sm text-slate-600">
          {formatLongDate(article.date)}
        </time>
        <h3 className="mt-2 line-clamp-2 text-lg font-semibold text-brand-900">
          {article.title}
        </h3>
        <p className="mt-2 line-clamp-3 flex-1 text-slate-700">
          {article.summary}
        </p>
        <Link
          to={`/noticias/${article.id}`}
          className="mt-4 font-semibold text-brand-700 underline-offset-4 hover:underline"
          aria-label={`Ler mais: ${article.title}`}
        >
          Ler mais
        </Link>
      </div>
    </article>
  );
}
