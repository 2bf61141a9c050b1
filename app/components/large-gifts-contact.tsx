import { Mail, Phone } from "lucide-react";
import { PlannedGivingLink } from "~/components/planned-giving-link";
import { localized } from "~/content/localized";
import { cn } from "~/lib/cn";
import { formatPhone, mailtoHref, telHref } from "~/lib/contact";
import type { Locale } from "~/lib/locale";

export const contactLinkClass =
  "inline-flex items-center gap-2 font-semibold break-all text-brand-700 underline underline-offset-4 hover:text-brand-900";

/** Whom a large donor talks to: the role, its e-mail and its phone (content/pt-BR/doacao-ajuda.yml). */
export function LargeGiftsContact({ locale }: { locale: Locale }) {
  const { largeGifts } = localized(locale, "donationHelp").contacts;
  return (
    <div className="rounded-md bg-brand-50 p-4">
      <p className="font-semibold text-slate-900">{largeGifts.role}</p>
      <ul className="mt-2 space-y-1">
        <li>
          <a href={mailtoHref(largeGifts.email)} className={contactLinkClass}>
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {largeGifts.email}
          </a>
        </li>
        <li>
          <a href={telHref(largeGifts.phone)} className={contactLinkClass}>
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            {formatPhone(largeGifts.phone)}
          </a>
        </li>
      </ul>
    </div>
  );
}

/** The large-gifts contact under its title, as a section of /doacao and /quem-somos. */
export function LargeGiftsSection({
  locale,
  className,
}: {
  locale: Locale;
  className?: string;
}) {
  const { title, text } = localized(locale, "donationHelp").contacts.largeGifts;
  return (
    <section
      aria-labelledby="grandes-doacoes"
      className={cn("px-4 py-12", className)}
    >
      <div className="mx-auto grid max-w-6xl gap-6 md:grid-cols-[3fr_2fr] md:items-center">
        <div>
          <h2
            id="grandes-doacoes"
            className="text-2xl font-bold text-brand-900"
          >
            {title}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{text}</p>
          <p className="mt-3 text-lg">
            <PlannedGivingLink
              locale={locale}
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            />
          </p>
        </div>
        <LargeGiftsContact locale={locale} />
      </div>
    </section>
  );
}
