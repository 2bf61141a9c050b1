import { stat } from "node:fs/promises";
import { join } from "node:path";
import { Download, FileArchive, FileText } from "lucide-react";
import { useId } from "react";
import { DonateCallToAction } from "~/components/donate-call-to-action";
import { PageHero } from "~/components/page-hero";
import { institutionCallToAction } from "~/content/calls-to-action";
import {
  transparency,
  type DocumentLink,
  type DocumentSection,
} from "~/content/documents";
import { pageTitle } from "~/content/site";
import { type HeadTag, pageMeta } from "~/lib/seo";

export const head = (): HeadTag[] =>
  pageMeta({
    title: pageTitle(transparency.meta.title),
    description: transparency.meta.description,
    path: "/transparencia",
  });

// Runs once at build time while prerendering, so the sizes shown always match the files shipped.
export async function load() {
  const documents = transparency.sections.flatMap(
    (section) => section.documents,
  );
  const sizes = await Promise.all(
    documents.map(async (documentLink) => {
      const file = await stat(join("public", documentLink.url));
      return [documentLink.url, file.size] as const;
    }),
  );
  return { sizeByUrl: Object.fromEntries(sizes) };
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
        {transparency.sections.map((section) => (
          <DocumentGroup
            key={section.title}
            section={section}
            sizeByUrl={data.sizeByUrl}
          />
        ))}
      </div>
      <DonateCallToAction callToAction={institutionCallToAction} />
    </>
  );
}

function DocumentGroup({
  section,
  sizeByUrl,
}: {
  section: DocumentSection;
  sizeByUrl: Record<string, number>;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-3xl font-bold text-brand-900">
        {section.title}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {section.documents.map((documentLink) => (
          <DocumentCard
            key={documentLink.url}
            documentLink={documentLink}
            size={sizeByUrl[documentLink.url]}
          />
        ))}
      </ul>
    </section>
  );
}

function DocumentCard({
  documentLink,
  size,
}: {
  documentLink: DocumentLink;
  size: number | undefined;
}) {
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
          <p className="mt-1 text-sm font-semibold text-slate-700">
            {size === undefined
              ? format
              : `${format} · ${formatFileSize(size)}`}
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

/** "PDF" or "ZIP", from the file's extension. */
function fileFormat(url: string): string {
  return (url.split(".").pop() ?? "").toUpperCase();
}

const kilobytes = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

/** "1,1 KB", "2,4 MB": pt-BR decimal comma, powers of 1024. */
function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${kilobytes.format(bytes / 1024)} KB`;
  return `${kilobytes.format(bytes / (1024 * 1024))} MB`;
}
