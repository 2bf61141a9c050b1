import { stat } from "node:fs/promises";
import { join } from "node:path";
import { Download, FileArchive, FileText } from "lucide-react";
import { useId } from "react";
import { DonateCallToAction } from "~/components/donate-call-to-action";
import { KeyFiguresBlock } from "~/components/key-figures";
import { PageHero } from "~/components/page-hero";
import { documentLanguage } from "~/content/documents";
import { localized } from "~/content/localized";
import { pageTitle } from "~/content/site";
import { pathIn } from "~/content/source/english-section";
import type { Documents } from "~/content/source/schema";
import { formatLongDate } from "~/lib/dates";
import { fileFacts, fileFormat } from "~/lib/file-facts";
import type { Locale } from "~/lib/locale";
import { type HeadTag, pageMeta } from "~/head/seo";

export function head(locale: Locale): HeadTag[] {
  const { meta } = localized(locale, "documents");
  return pageMeta({
    title: pageTitle(meta.title),
    description: meta.description,
    path: pathIn(locale, "/transparencia"),
    locale,
  });
}

// Runs once at build time while prerendering, so the sizes shown always match the files shipped
// (the content check has made sure each file exists).
export async function load(locale: Locale) {
  const sections = await Promise.all(
    localized(locale, "documents").sections.map(async (section) => ({
      title: section.title,
      documents: await Promise.all(
        section.documents.map(async (documentLink) => ({
          ...documentLink,
          size: (await stat(join("public", documentLink.url))).size,
        })),
      ),
    })),
  );
  return { locale, sections };
}

type PageData = Awaited<ReturnType<typeof load>>;

export function TransparencyPage({ data }: { data: PageData }) {
  const { locale } = data;
  const texts = localized(locale, "documents");
  const { callsToAction } = localized(locale, "site");
  return (
    <>
      <PageHero
        eyebrow={texts.hero.eyebrow}
        title={texts.hero.title}
        lead={texts.hero.lead}
      />
      <div className="mx-auto box-content max-w-6xl space-y-14 px-4 py-16">
        <KeyFiguresBlock locale={locale} />
        {data.sections.map((section) => (
          <DocumentGroup
            key={section.title}
            section={section}
            texts={texts}
            locale={locale}
          />
        ))}
      </div>
      <DonateCallToAction callToAction={callsToAction.institution} />
    </>
  );
}

type SizedSection = PageData["sections"][number];
type SizedDocument = SizedSection["documents"][number];

/** The page's own words around the documents, in its language. */
type PageTexts = Pick<
  Documents,
  "emptySection" | "dateLabel" | "downloadLabel" | "newTabHint"
>;

function DocumentGroup({
  section,
  texts,
  locale,
}: {
  section: SizedSection;
  texts: PageTexts;
  locale: Locale;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-3xl font-bold text-brand-900">
        {section.title}
      </h2>
      {section.documents.length === 0 ? (
        <p className="mt-6 text-slate-700">{texts.emptySection}</p>
      ) : (
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {section.documents.map((documentLink) => (
            <DocumentCard
              key={documentLink.url}
              documentLink={documentLink}
              texts={texts}
              locale={locale}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function DocumentCard({
  documentLink,
  texts,
  locale,
}: {
  documentLink: SizedDocument;
  texts: PageTexts;
  locale: Locale;
}) {
  const format = fileFormat(documentLink.url);
  const { hrefLang, note } = documentLanguage(documentLink, locale);
  const title = note ? `${documentLink.title} ${note}` : documentLink.title;
  const Icon = format === "ZIP" ? FileArchive : FileText;
  return (
    <li className="flex flex-col rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start gap-4">
        <Icon aria-hidden="true" className="size-8 shrink-0 text-brand-600" />
        <div>
          <h3 className="text-xl font-semibold text-brand-900">{title}</h3>
          <p className="mt-1 text-sm text-slate-700">
            <span className="font-semibold">
              {fileFacts(documentLink.url, documentLink.size, locale)}
            </span>
            {` · ${texts.dateLabel} `}
            <time dateTime={documentLink.date}>
              {formatLongDate(documentLink.date, locale)}
            </time>
          </p>
        </div>
      </div>
      <p className="mt-4 flex-1 text-slate-700">{documentLink.description}</p>
      <a
        href={documentLink.url}
        hrefLang={hrefLang}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${texts.downloadLabel}: ${title} ${texts.newTabHint}`}
        className="mt-6 inline-flex items-center gap-2 self-start rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        <Download aria-hidden="true" className="size-5" />
        {texts.downloadLabel}
      </a>
    </li>
  );
}
