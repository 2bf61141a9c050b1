import { Mail } from "lucide-react";
import { LegalEntityDetails } from "~/components/legal-entity";
import { PageHero } from "~/components/page-hero";
import { privacy } from "~/content/privacy";
import { pageTitle, site } from "~/content/site";
import { mailtoHref } from "~/lib/contact";
import { type HeadTag, pageMeta } from "~/lib/seo";

export const head = (): HeadTag[] =>
  pageMeta({
    title: pageTitle(privacy.meta.title),
    description: privacy.meta.description,
    path: "/privacidade",
  });

/** What the site publishes about donors, how to stay anonymous, and whom to write to (LGPD). */
export function PrivacyPage() {
  const { controller } = privacy;
  return (
    <>
      <PageHero
        eyebrow={privacy.hero.eyebrow}
        title={privacy.hero.title}
        lead={privacy.hero.lead}
      />
      <div className="px-4 py-12 md:py-16">
        <div className="mx-auto max-w-6xl space-y-12">
          {privacy.sections.map((section) => (
            <section key={section.title} className="max-w-3xl">
              <h2 className="text-2xl font-bold text-brand-900">
                {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 text-lg text-slate-700">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
          <section
            aria-labelledby="a-quem-escrever"
            className="max-w-3xl rounded-lg bg-brand-50 p-6 md:p-8"
          >
            <h2
              id="a-quem-escrever"
              className="text-2xl font-bold text-brand-900"
            >
              {controller.title}
            </h2>
            <p className="mt-4 text-lg text-slate-700">{controller.text}</p>
            <h3 className="mt-6 font-semibold text-brand-900">
              {controller.dpoLabel}
            </h3>
            <a
              href={mailtoHref(controller.dpoEmail)}
              className="mt-1 inline-flex items-center gap-2 font-semibold break-all text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {controller.dpoEmail}
            </a>
            <h3 className="mt-6 font-semibold text-brand-900">
              {controller.controllerLabel}
            </h3>
            <LegalEntityDetails
              entity={site.legalEntity}
              className="mt-1 space-y-1 text-slate-700"
            />
          </section>
        </div>
      </div>
    </>
  );
}
