// The page on bequests and planned gifts: each way to give, what the law allows, how a
// conversation with the fund goes and whom to call, the gift acceptance policy and the questions,
// all as content/pt-BR/legados.yml says them; and the links that lead there.
import { fillIn } from "../app/lib/fill-in";
import { PLANNED_GIVING_PATH } from "../app/lib/site-map";
import { content, donationContacts, inEnglish, site } from "../test/content";
import { expectEveryQuestionAnswered, faqPageOn } from "./faq-page";
import { expect, test } from "./fixtures";
import { expectLargeGiftsContact } from "./large-gifts-contact";
import { englishRoutes, prerenderedRoutes } from "../test/site-routes";

const { plannedGiving } = content;
const { ways, law, conversation, policy, faqSection, faq } = plannedGiving;
const { largeGifts } = donationContacts;

const firstParagraph = (answer: string) =>
  answer.split(/\n\s*\n/)[0]?.trim() ?? "";

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the page names each way to give, with the sample clause naming the fund", async ({
      page,
    }) => {
      await page.goto(PLANNED_GIVING_PATH);
      await expect(
        page.getByRole("heading", {
          level: 1,
          name: plannedGiving.hero.title,
        }),
      ).toBeVisible();
      const section = page.getByRole("region", { name: ways.title });
      await expect(section.getByText(ways.lead)).toBeVisible();
      for (const way of ways.items) {
        await expect(
          section.getByRole("heading", { level: 3, name: way.title }),
        ).toBeVisible();
        for (const paragraph of way.paragraphs)
          await expect(
            section.getByText(paragraph, { exact: true }),
          ).toBeVisible();
        if (way.example) {
          const clause = fillIn(way.example.text, {
            entidade: site.legalEntity.name,
            cnpj: site.legalEntity.cnpj,
          });
          await expect(
            section.getByRole("figure", { name: way.example.title }),
          ).toContainText(clause);
        }
      }
      const lawSection = page.getByRole("region", { name: law.title });
      for (const paragraph of law.paragraphs)
        await expect(
          lawSection.getByText(paragraph, { exact: true }),
        ).toBeVisible();
    });

    test("the conversation's steps come with the large-gifts contact", async ({
      page,
    }) => {
      await page.goto(PLANNED_GIVING_PATH);
      const section = page.getByRole("region", { name: conversation.title });
      await expect(section.getByText(conversation.lead)).toBeVisible();
      const steps = section
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3 }) });
      await expect(steps).toHaveCount(conversation.steps.length);
      for (const [index, step] of conversation.steps.entries()) {
        await expect(
          steps.nth(index).getByRole("heading", { level: 3 }),
        ).toHaveText(step.title);
        await expect(steps.nth(index)).toContainText(step.text);
      }
      await expectLargeGiftsContact(section);
    });

    test("the gift acceptance policy says what is accepted and refused, and how", async ({
      page,
    }) => {
      await page.goto(PLANNED_GIVING_PATH);
      const section = page.getByRole("region", { name: policy.title });
      await expect(section.getByText(policy.lead)).toBeVisible();
      for (const list of [policy.accepted, policy.refused]) {
        await expect(
          section.getByRole("heading", { level: 3, name: list.title }),
        ).toBeVisible();
        for (const item of list.items)
          await expect(
            section.getByRole("listitem").filter({ hasText: item }),
          ).toBeVisible();
      }
      for (const part of policy.sections) {
        await expect(
          section.getByRole("heading", { level: 3, name: part.title }),
        ).toBeVisible();
        for (const paragraph of part.paragraphs)
          await expect(
            section.getByText(paragraph, { exact: true }),
          ).toBeVisible();
      }
    });

    test("each question opens on its answer", async ({ page }) => {
      await page.goto(PLANNED_GIVING_PATH);
      const section = page.getByRole("region", { name: faqSection.title });
      await expect(section.getByText(faqSection.lead)).toBeVisible();
      for (const item of faq) {
        const answer = section.getByText(firstParagraph(item.answer), {
          exact: true,
        });
        await expect(answer).toBeHidden();
        await section.locator("summary", { hasText: item.question }).click();
        await expect(answer).toBeVisible();
        if (item.link)
          await expect(
            section.getByRole("link", { name: item.link.label }),
          ).toHaveAttribute("href", item.link.href);
      }
    });
  });
}

test("the page's JSON-LD holds a FAQPage with its questions, answers and contacts", async ({
  page,
}) => {
  await page.goto(PLANNED_GIVING_PATH);
  const faqPage = await faqPageOn(page);
  expect(faqPage.inLanguage).toBe("pt-BR");
  expectEveryQuestionAnswered(faqPage, faq);
  for (const [index, item] of faq.entries())
    if (item.contact === "largeGifts")
      expect(faqPage.mainEntity[index]?.acceptedAnswer.text).toContain(
        `${largeGifts.role}: ${largeGifts.email}`,
      );
});

for (const path of ["/doacao", "/quem-somos"]) {
  test(`${path} leads from the large-gifts contact to the page`, async ({
    page,
  }) => {
    await page.goto(path);
    await page
      .getByRole("region", { name: largeGifts.title })
      .getByRole("link", { name: site.interface.plannedGivingLink })
      .click();
    await expect(page).toHaveURL(new RegExp(`${PLANNED_GIVING_PATH}$`));
    await expect(
      page.getByRole("heading", { level: 1, name: plannedGiving.hero.title }),
    ).toBeVisible();
  });
}

test("the footer leads to the page", async ({ page }) => {
  await page.goto("/");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: site.interface.plannedGivingLink })
    .click();
  await expect(page).toHaveURL(new RegExp(`${PLANNED_GIVING_PATH}$`));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of prerenderedRoutes) {
    test(`${path}: the footer links to the page, marked as in Portuguese on an English page`, async ({
      page,
    }) => {
      const isEnglish = englishRoutes.includes(path);
      const { plannedGivingLink, portugueseOnly } = (
        isEnglish ? inEnglish("site") : site
      ).interface;
      await page.goto(path);
      const link = page.getByRole("contentinfo").getByRole("link", {
        name: isEnglish
          ? `${plannedGivingLink} ${portugueseOnly}`
          : plannedGivingLink,
        exact: true,
      });
      await expect(link).toHaveAttribute("href", PLANNED_GIVING_PATH);
      if (isEnglish) await expect(link).toHaveAttribute("hreflang", "pt-BR");
    });
  }
});
