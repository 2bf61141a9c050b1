import type { LegalEntity, SiteData } from "~/content/source/schema";
import { cn } from "~/lib/cn";
import { mailtoHref } from "~/lib/contact";

/** Who the fund is, in law: name, CNPJ, address and e-mail (content/pt-BR/site.yml, legalEntity). */
export function LegalEntityDetails({
  entity,
  labels,
  className,
}: {
  entity: LegalEntity;
  /** The words before the CNPJ and the postal code, in the page's language. */
  labels: Pick<
    SiteData["interface"]["footer"],
    "cnpjLabel" | "postalCodeLabel"
  >;
  className?: string;
}) {
  const { address } = entity;
  const { cnpjLabel, postalCodeLabel } = labels;
  return (
    <address className={cn("not-italic", className)}>
      <span className="block font-semibold">{entity.name}</span>
      <span className="block">
        {cnpjLabel} {entity.cnpj}
      </span>
      <span className="block">{address.street}</span>
      <span className="block">
        {address.district}, {address.city} – {address.state}, {postalCodeLabel}{" "}
        {address.postalCode}
      </span>
      <a
        href={mailtoHref(entity.email)}
        className="inline-block py-1 underline underline-offset-4"
      >
        {entity.email}
      </a>
    </address>
  );
}
