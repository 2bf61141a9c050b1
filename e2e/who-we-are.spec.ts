// Who we are: every page names the entity behind the fund and links to what the site does with
// donors' data; the privacy page says whom to write to; a large donor finds whom to talk to.
import { mailtoHref } from "../app/lib/contact";
import { content, donationContacts, inEnglish, site } from "../test/content";
import { expect, test } from "./fixtures";
import { expectLargeGiftsContact } from "./large-gifts-contact";
import {
  allRoutes,
  englishRoutes,
  hasEnglishNotFound,
  notFoundRoutes,
} from "../test/site-routes";

const { legalEntity } = site;
const { privacy } = content;

/**
 * What the footer of a page says in its language: an English page's labels are English, and it
 * links to the English privacy page when there is one, else to ours, marked as in Portuguese.
 */
function footerIn(path: string) {
  const isEnglish =
    englishRoutes.includes(path) ||
    (path.startsWith("/en/") &&
      notFoundRoutes.includes(path) &&
      hasEnglishNotFound);
  const texts = isEnglish ? inEnglish("site") : site;
  const englishPrivacy = isEnglish && englishRoutes.includes("/en/privacy");
  return {
    labels: texts.interface.footer,
    privacy: englishPrivacy
      ? { name: inEnglish("privacy").hero.title, href: "/en/privacy" }
      : {
          name: isEnglish
            ? `${privacy.hero.title} ${texts.interface.portugueseOnly}`
            : privacy.hero.title,
          href: "/privacidade",
        },
  };
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of allRoutes) {
    test(`${path}: the footer gives the fund's legal data and links to the privacy page`, async ({
      page,
      pageProblems,
    }) => {
      // The server answers an unknown address with its not-found page and status 404.
      if (notFoundRoutes.includes(path)) pageProblems.allow(/status of 404/);
      const footerTexts = footerIn(path);
      const { cnpjLabel, postalCodeLabel } = footerTexts.labels;
      await page.goto(path);
      const footer = page.getByRole("contentinfo");
      for (const text of [
        legalEntity.name,
        `${cnpjLabel} ${legalEntity.cnpj}`,
        legalEntity.address.street,
      ]) {
        await expect(footer.getByText(text, { exact: true })).toBeVisible();
      }
      const { district, city, state, postalCode } = legalEntity.address;
      await expect(footer).toContainText(
        `${district}, ${city} – ${state}, ${postalCodeLabel} ${postalCode}`,
      );
      await expect(
        footer.getByRole("link", { name: legalEntity.email }),
      ).toHaveAttribute("href", mailtoHref(legalEntity.email));
      await expect(
        footer.getByRole("link", {
          name: footerTexts.privacy.name,
          exact: true,
        }),
      ).toHaveAttribute("href", footerTexts.privacy.href);
    });
  }

  test("the privacy page says what is published, how to stay anonymous and whom to write to", async ({
    page,
  }) => {
    const { cnpjLabel } = site.interface.footer;
    await page.goto("/privacidade");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      privacy.hero.title,
    );
    for (const section of privacy.sections) {
      await expect(
        page.getByRole("heading", { level: 2, name: section.title }),
      ).toBeVisible();
    }
    const contact = page.getByRole("region", {
      name: privacy.controller.title,
    });
    await expect(
      contact.getByRole("heading", { name: privacy.controller.dpoLabel }),
    ).toBeVisible();
    await expect(
      contact.getByRole("link", { name: privacy.controller.dpoEmail }),
    ).toHaveAttribute("href", mailtoHref(privacy.controller.dpoEmail));
    await expect(contact).toContainText(legalEntity.name);
    await expect(contact).toContainText(`${cnpjLabel} ${legalEntity.cnpj}`);
  });

  for (const path of ["/doacao", "/quem-somos"]) {
    test(`${path} gives the contact for large gifts`, async ({ page }) => {
      const { largeGifts } = donationContacts;
      await page.goto(path);
      const section = page.getByRole("region", { name: largeGifts.title });
      await expectLargeGiftsContact(section);
    });
  }
});

test("search engines read the same legal data as the footer", async ({
  page,
}) => {
  await page.goto("/");
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .allTextContents();
  const organization = blocks
    .map((block) => JSON.parse(block) as Record<string, unknown>)
    .find((block) => block["@type"] === "NGO");
  const { street, district, city, state, postalCode } = legalEntity.address;
  expect(organization).toMatchObject({
    legalName: legalEntity.name,
    taxID: legalEntity.cnpj,
    email: legalEntity.email,
  });
  expect(organization?.address).toEqual({
    "@type": "PostalAddress",
    streetAddress: expect.stringContaining(street),
    addressLocality: city,
    addressRegion: state,
    postalCode,
    addressCountry: "BR",
  });
  expect(organization?.address).toHaveProperty(
    "streetAddress",
    expect.stringContaining(district),
  );
});
