import { LegalEntityDetails } from "./legal-entity";
import { PlannedGivingLink } from "./planned-giving-link";
import { linkIn, localized } from "~/content/localized";
import type { Locale } from "~/lib/locale";

const PRIVACY_PATH = "/privacidade";

/** The footer's id: the element after the main content, which the first frame waits for. */
export const FOOTER_ID = "rodape";

export function SiteFooter({ locale }: { locale: Locale }) {
  const site = localized(locale, "site");
  const { footer } = site.interface;
  // The privacy page of the footer's language when it is published, else the Portuguese one,
  // named by its own title.
  const privacy = linkIn(locale, PRIVACY_PATH) ?? {
    href: PRIVACY_PATH,
    locale: "pt-BR",
  };
  const privacyInPortugueseOnly = privacy.locale !== locale;
  const privacyTitle = localized(privacy.locale, "privacy").hero.title;
  return (
    <footer id={FOOTER_ID} className="bg-brand-900 px-4 text-brand-50">
      <div className="mx-auto grid max-w-6xl gap-8 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="mt-3 max-w-md text-sm leading-relaxed">
            {site.description}
          </p>
        </div>
        <div>
          <h2 className="font-semibold text-white">{footer.entityTitle}</h2>
          <LegalEntityDetails
            entity={site.legalEntity}
            labels={footer}
            className="mt-3 space-y-1 text-sm"
          />
        </div>
        <div className="md:text-right">
          <h2 className="font-semibold text-white">{footer.contactTitle}</h2>
          <ul className="mt-3 space-y-1 text-sm">
            <li>
              <a
                href={site.linkedinUrl}
                className="inline-block py-1 underline-offset-4 hover:underline"
                rel="noopener noreferrer"
                target="_blank"
              >
                {footer.linkedinLabel}
              </a>
            </li>
            <li>
              <a
                href={site.whatsappUrl}
                className="inline-block py-1 underline-offset-4 hover:underline"
                rel="noopener noreferrer"
                target="_blank"
              >
                {footer.whatsappLabel}
              </a>
            </li>
            <li>
              <a
                href={privacy.href}
                className="inline-block py-1 underline underline-offset-4"
                {...(privacyInPortugueseOnly && {
                  hrefLang: "pt-BR",
                  lang: "pt-BR",
                })}
              >
                {privacyTitle}
                {privacyInPortugueseOnly ? (
                  <span lang={locale}> {site.interface.portugueseOnly}</span>
                ) : null}
              </a>
            </li>
            <li>
              <PlannedGivingLink
                locale={locale}
                className="inline-block py-1 underline underline-offset-4"
              />
            </li>
          </ul>
        </div>
      </div>
      <div className="mx-auto max-w-6xl border-t border-brand-800 py-4 text-center text-sm">
        <p>
          ©{" "}
          {/* The year of the build: every change, and every New Year, builds the site again. */}
          <span>{new Date().getFullYear()}</span> {site.copyrightHolder}.{" "}
          {footer.rightsReserved}
        </p>
      </div>
    </footer>
  );
}
