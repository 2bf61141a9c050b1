import { stat } from "node:fs/promises";
import { join } from "node:path";
import { Download, FileArchive, FileText } from "lucide-react";
import { useId } from "react";
import { DonateCallToAction } from "~/components/donate-call-to-action";
import { PageHero } from "~/components/page-hero";
import { institutionCallToAction } from "~/content/calls-to-action";
import { transparency } from "~/content/documents";
import { pageTitle } from "~/content/site";
import { formatLongDate } from "~/lib/dates";
import { fileFacts, fileFormat } from "~/lib/file-facts";
import { type HeadTag, pageMeta } from "~/lib/seo";

export const head = (): HeadTag[] =>
  pageMeta({
    title: pageTitle(transparency.meta.title),
    description: transparency.meta.description,
    path: "/transparencia",
  });

// Runs once at build time while prerendering, so the sizes shown always match the files shipped
// (the content check has made sure each file exists).
export async function load() {
  const sections = await Promise.all(
    transparency.sections.map(async (section) => ({
      title: section.title,
      documents: await Promise.all(
        section.documents.map(async (documentLink) => ({
          ...documentLink,
          size: (await stat(join("public", documentLink.url))).size,
        })),
      ),
    })),
  );
  return { sections };
}

type PageData = Awaited<ReturnType<typeof load>>;

export function TransparencyPage({ data }: { data: PageData }) {
  return (
    <>
      <PageHero
        eyebrow={transparency.hero.eyebrow}
        title={transparency.hero.title}
        lead={transparency.hero.lead}
      />
      <div className="mx-auto box-content max-w-6xl space-y-14 px-4 py-16">
        {data.sections.map((section) => (
          <DocumentGroup key={section.title} section={section} />
        ))}
      </div>
      <DonateCallToAction callToAction={institutionCallToAction} />
    </>
  );
}

type SizedSection = PageData["sections"][number];
type SizedDocument = SizedSection["documents"][number];

function DocumentGroup({ section }: { section: SizedSection }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-3xl font-bold text-brand-900">
        {section.title}
      </h2>
      {section.documents.length === 0 ? (
        <p className="mt-6 text-slate-700">{transparency.emptySection}</p>
      ) : (
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {section.documents.map((documentLink) => (
            <DocumentCard key={documentLink.url} documentLink={documentLink} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DocumentCard({ documentLink }: { documentLink: SizedDocument }) {
  const format = fileFormat(documentLink.url);
  const Icon = format === "ZIP" ? FileArchive : FileText;
  return (
    <li className="flex flex-col rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start gap-4">
        <Icon aria-hidden="true" className="size-8 shrink-0 text-brand-600" />
        <div>
          <h3 className="text-xl font-semibold text-brand-900">
            {documentLink.title}
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            <span className="font-semibold">
              {fileFacts(documentLink.url, documentLink.size)}
            </span>
            {` · ${transparency.dateLabel} `}
            <time dateTime={documentLink.date}>
              {formatLongDate(documentLink.date)}
            </time>
          </p>
        </div>
      </div>
      <p className="mt-4 flex-1 text-slate-700">{documentLink.description}</p>
      <a
        href={documentLink.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${transparency.downloadLabel}: ${documentLink.title} ${transparency.newTabHint}`}
        className="mt-6 inline-flex items-center gap-2 self-start rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        <Download aria-hidden="true" className="size-5" />
        {transparency.downloadLabel}
      </a>
    </li>
  );
}
