import { Mail } from "lucide-react";
import { LegalEntityDetails } from "~/components/legal-entity";
import { PageHero } from "~/components/page-hero";
import { localized } from "~/content/localized";
import { pageTitle } from "~/content/site";
import { pathIn } from "~/content/source/english-section";
import { mailtoHref } from "~/lib/contact";
import type { Locale } from "~/lib/locale";
import { type HeadTag, pageMeta } from "~/head/seo";

export function head(locale: Locale): HeadTag[] {
  const { meta } = localized(locale, "privacy");
  return pageMeta({
    title: pageTitle(meta.title),
    description: meta.description,
    path: pathIn(locale, "/privacidade"),
    locale,
  });
}

/** What the site publishes about donors, how to stay anonymous, and whom to write to (LGPD). */
export function PrivacyPage({ locale }: { locale: Locale }) {
  const privacy = localized(locale, "privacy");
  const site = localized(locale, "site");
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
            <section key={section.title}>
              <h2 className="text-2xl font-bold text-brand-900">
                {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p
                  key={paragraph}
                  className="mt-4 max-w-3xl text-lg text-slate-700"
                >
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
              labels={site.interface.footer}
              className="mt-1 space-y-1 text-slate-700"
            />
          </section>
        </div>
      </div>
    </>
  );
}
