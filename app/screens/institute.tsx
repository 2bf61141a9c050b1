import { CardIcon } from "~/components/card-icon";
import { DonateCallToAction } from "~/components/donate-call-to-action";
import { PageHero } from "~/components/page-hero";
import { StatList } from "~/components/stat-list";
import { institutionCallToAction } from "~/content/calls-to-action";
import {
  type CompanyLogo,
  type Differentiator,
  institute,
  type StrategicSector,
} from "~/content/institute";
import { pageTitle } from "~/content/site";
import { type HeadTag, pageMeta } from "~/head/seo";

export const head = (): HeadTag[] =>
  pageMeta({
    title: pageTitle(institute.meta.title),
    description: institute.meta.description,
    path: "/o-ita",
  });

export function InstitutePage() {
  return (
    <>
      <PageHero
        eyebrow={institute.hero.eyebrow}
        title={institute.hero.title}
        lead={institute.hero.lead}
      />
      <section
        aria-label={institute.stats.label}
        className="bg-brand-50 px-4 py-12"
      >
        <StatList stats={institute.stats.items} />
      </section>
      <Differentiators content={institute.differentiators} />
      <Sectors content={institute.sectors} />
      <Companies content={institute.companies} />
      <Education content={institute.education} />
      <DonateCallToAction callToAction={institutionCallToAction} />
    </>
  );
}

function Differentiators({
  content: { title, items },
}: {
  content: { title: string; items: Differentiator[] };
}) {
  return (
    <section
      aria-labelledby="diferenciais"
      className="mx-auto box-content max-w-6xl px-4 py-16"
    >
      <h2
        id="diferenciais"
        className="text-center text-3xl font-bold text-brand-900"
      >
        {title}
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li
            key={item.title}
            className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <CardIcon name={item.icon} className="size-8 text-brand-600" />
            <h3 className="mt-4 text-lg font-semibold text-brand-900">
              {item.title}
            </h3>
            <p className="mt-2 text-slate-700">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Sectors({
  content: { title, lead, items },
}: {
  content: { title: string; lead: string; items: StrategicSector[] };
}) {
  return (
    <section aria-labelledby="setores" className="bg-slate-50 px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <h2
          id="setores"
          className="text-center text-3xl font-bold text-brand-900"
        >
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-slate-700">
          {lead}
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {items.map((sector) => (
            <li
              key={sector.name}
              className="rounded-lg bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
            >
              <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-900">
                <CardIcon name={sector.icon} className="size-7 text-gold-400" />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-brand-900">
                {sector.name}
              </h3>
              <p className="mt-2 text-slate-700">{sector.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Companies({
  content: { title, lead, logos },
}: {
  content: { title: string; lead: string; logos: CompanyLogo[] };
}) {
  return (
    <section
      aria-labelledby="empresas"
      className="mx-auto box-content max-w-6xl px-4 py-16"
    >
      <h2
        id="empresas"
        className="text-center text-3xl font-bold text-balance text-brand-900"
      >
        {title}
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-slate-700">
        {lead}
      </p>
      <ul className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
        {logos.map((logo) => (
          <li
            key={logo.name}
            className="flex items-center justify-center rounded-lg bg-white p-3 ring-1 ring-slate-200"
          >
            <img
              src={logo.src}
              alt={logo.name}
              width={logo.width}
              height={logo.height}
              loading="lazy"
              decoding="async"
              className="h-auto w-full max-w-40"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Education({
  content: { title, paragraphs },
}: {
  content: { title: string; paragraphs: string[] };
}) {
  return (
    <section aria-labelledby="formacao" className="bg-slate-50 px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 id="formacao" className="text-3xl font-bold text-brand-900">
          {title}
        </h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 max-w-3xl text-lg text-slate-700">
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  );
}
