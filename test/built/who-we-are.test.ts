// Who we are: every page names the entity behind the fund and links to what the site does with
// donors' data and to planned giving; the privacy page says whom to write to; a large donor finds
// whom to talk to.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { mailtoHref } from "../../app/lib/contact";
import { PLANNED_GIVING_PATH } from "../../app/content/source/site-pages";
import { content, donationContacts, inEnglish, site } from "../content";
import {
  allRoutes,
  englishRoutes,
  hasEnglishNotFound,
  notFoundRoutes,
} from "../site-routes";
import { escapeRegExp } from "../text-patterns";
import { builtPage, jsonLd } from "./built-page";
import { expectLargeGiftsContact } from "./large-gifts-contact";

const { legalEntity } = site;
const { privacy } = content;

/**
 * What the footer of a page says in its language: an English page's labels are English, and it
 * links to the English privacy page when there is one, else to ours, marked as in Portuguese.
 */
function footerIn(path: string) {
  const isEnglish = isEnglishPage(path);
  const texts = isEnglish ? inEnglish("site") : site;
  const englishPrivacy = isEnglish && englishRoutes.includes("/en/privacy");
  const { plannedGivingLink, portugueseOnly } = texts.interface;
  return {
    labels: texts.interface.footer,
    privacy: englishPrivacy
      ? {
          title: inEnglish("privacy").hero.title,
          note: undefined,
          href: "/en/privacy",
        }
      : {
          title: privacy.hero.title,
          note: isEnglish ? portugueseOnly : undefined,
          href: "/privacidade",
        },
    // /legados, or its English page when it is published; else an English page says it is in
    // Portuguese.
    plannedGiving:
      isEnglish && !englishRoutes.includes("/en/planned-giving")
        ? {
            name: `${plannedGivingLink} ${portugueseOnly}`,
            href: PLANNED_GIVING_PATH,
            hrefLang: "pt-BR",
          }
        : {
            name: plannedGivingLink,
            href: isEnglish ? "/en/planned-giving" : PLANNED_GIVING_PATH,
            hrefLang: undefined,
          },
  };
}

/** Whether the page at `path` is in English: an English page, or the English not-found page. */
function isEnglishPage(path: string): boolean {
  return (
    englishRoutes.includes(path) ||
    (path.startsWith("/en/") &&
      notFoundRoutes.includes(path) &&
      hasEnglishNotFound)
  );
}

describe.each(allRoutes)("%s", (path) => {
  const { screen } = builtPage(path);
  test("the footer gives the fund's legal data and links to the privacy page", () => {
    const { labels, privacy: privacyLink } = footerIn(path);
    const footer = screen.getByRole("contentinfo");
    const inFooter = within(footer);
    for (const text of [
      legalEntity.name,
      `${labels.cnpjLabel} ${legalEntity.cnpj}`,
      legalEntity.address.street,
    ])
      expect(inFooter.getByText(text)).toBeInTheDocument();
    const { district, city, state, postalCode } = legalEntity.address;
    expect(footer).toHaveTextContent(
      `${district}, ${city} – ${state}, ${labels.postalCodeLabel} ${postalCode}`,
    );
    expect(
      inFooter.getByRole("link", { name: legalEntity.email }),
    ).toHaveAttribute("href", mailtoHref(legalEntity.email));
    const { title, note, href } = privacyLink;
    // The note is an element of its own, whose leading space the accessible name computed here
    // drops where a browser keeps it: the link's text says it whole.
    const link = inFooter.getByRole("link", {
      name: new RegExp(
        `^${escapeRegExp(title)}${note ? `\\s*${escapeRegExp(note)}` : ""}$`,
      ),
    });
    expect(link.textContent).toBe(note ? `${title} ${note}` : title);
    expect(link).toHaveAttribute("href", href);
  });

  test("the footer links to the planned-giving page in its language, else marked as in Portuguese", () => {
    const footer = within(screen.getByRole("contentinfo"));
    const { name, href, hrefLang } = footerIn(path).plannedGiving;
    const link = footer.getByRole("link", { name });
    expect(link).toHaveAttribute("href", href);
    if (hrefLang) expect(link).toHaveAttribute("hreflang", hrefLang);
    else expect(link).not.toHaveAttribute("hreflang");
  });
});

const privacyPage = builtPage("/privacidade");
const largeGiftsPages = ["/doacao", "/quem-somos"].map(
  (path) => [path, builtPage(path)] as const,
);
const home = builtPage("/");

test("the privacy page says what is published, how to stay anonymous and whom to write to", () => {
  const { cnpjLabel } = site.interface.footer;
  const { screen } = privacyPage;
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
    privacy.hero.title,
  );
  for (const section of privacy.sections)
    expect(
      screen.getByRole("heading", { level: 2, name: section.title }),
    ).toBeInTheDocument();
  const contact = screen.getByRole("region", {
    name: privacy.controller.title,
  });
  expect(
    within(contact).getByRole("heading", { name: privacy.controller.dpoLabel }),
  ).toBeInTheDocument();
  expect(
    within(contact).getByRole("link", { name: privacy.controller.dpoEmail }),
  ).toHaveAttribute("href", mailtoHref(privacy.controller.dpoEmail));
  expect(contact).toHaveTextContent(legalEntity.name);
  expect(contact).toHaveTextContent(`${cnpjLabel} ${legalEntity.cnpj}`);
});

test.each(largeGiftsPages)(
  "%s gives the contact for large gifts",
  (_path, { screen }) => {
    const section = screen.getByRole("region", {
      name: donationContacts.largeGifts.title,
    });
    expectLargeGiftsContact(section);
  },
);

test("search engines read the same legal data as the footer", () => {
  const organization = jsonLd(home).find((block) => block["@type"] === "NGO");
  const { street, district, city, state, postalCode } = legalEntity.address;
  expect(organization).toMatchObject({
    legalName: legalEntity.name,
    taxID: legalEntity.cnpj,
    email: legalEntity.email,
  });
  expect(organization?.["address"]).toEqual({
    "@type": "PostalAddress",
    streetAddress: expect.stringContaining(street),
    addressLocality: city,
    addressRegion: state,
    postalCode,
    addressCountry: "BR",
  });
  expect(organization?.["address"]).toHaveProperty(
    "streetAddress",
    expect.stringContaining(district),
  );
});
