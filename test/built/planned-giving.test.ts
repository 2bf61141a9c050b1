// The page on bequests and planned gifts: each way to give, what the law allows, how a
// conversation with the fund goes and whom to call, the gift acceptance policy and the questions,
// all as content/pt-BR/legados.yml says them; and the links that lead there (every footer's is
// in who-we-are.test.ts, with the rest of the footer).
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { fillIn } from "../../app/lib/fill-in";
import { paragraphsOf } from "../../app/lib/paragraphs";
import { PLANNED_GIVING_PATH } from "../../app/content/source/site-pages";
import { content, donationContacts, site } from "../content";
import { builtPage } from "./built-page";
import { expectEveryQuestionAnswered, faqPageOf } from "./faq-page";
import { expectLargeGiftsContact } from "./large-gifts-contact";

const { plannedGiving } = content;
const { ways, law, conversation, policy, faqSection, faq } = plannedGiving;
const { largeGifts } = donationContacts;

describe(PLANNED_GIVING_PATH, () => {
  const page = builtPage(PLANNED_GIVING_PATH);
  const { screen } = page;
  const region = (name: string) => screen.getByRole("region", { name });

  test("names each way to give, with the sample clause naming the fund", () => {
    expect(
      screen.getByRole("heading", { level: 1, name: plannedGiving.hero.title }),
    ).toBeInTheDocument();
    const section = within(region(ways.title));
    expect(section.getByText(ways.lead)).toBeInTheDocument();
    for (const way of ways.items) {
      expect(
        section.getByRole("heading", { level: 3, name: way.title }),
      ).toBeInTheDocument();
      for (const paragraph of way.paragraphs)
        expect(section.getByText(paragraph)).toBeInTheDocument();
      if (way.example) {
        // The clause's figure, named by its caption as browsers name it.
        const caption = section.getByText(way.example.title);
        expect(caption.tagName).toBe("FIGCAPTION");
        expect(caption.parentElement).toHaveRole("figure");
        expect(caption.parentElement).toHaveTextContent(
          fillIn(way.example.text, {
            entidade: site.legalEntity.name,
            cnpj: site.legalEntity.cnpj,
          }),
        );
      }
    }
    const lawSection = within(region(law.title));
    for (const paragraph of law.paragraphs)
      expect(lawSection.getByText(paragraph)).toBeInTheDocument();
  });

  test("the conversation's steps come with the large-gifts contact", () => {
    const section = region(conversation.title);
    expect(within(section).getByText(conversation.lead)).toBeInTheDocument();
    const steps = within(section)
      .getAllByRole("listitem")
      .filter((item) => within(item).queryByRole("heading", { level: 3 }));
    expect(steps).toHaveLength(conversation.steps.length);
    for (const [index, step] of conversation.steps.entries()) {
      const item = steps[index]!;
      expect(within(item).getByRole("heading", { level: 3 })).toHaveTextContent(
        step.title,
      );
      expect(item).toHaveTextContent(step.text);
    }
    expectLargeGiftsContact(section);
  });

  test("the gift acceptance policy says what is accepted and refused, and how", () => {
    const section = within(region(policy.title));
    expect(section.getByText(policy.lead)).toBeInTheDocument();
    const items = section
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    for (const list of [policy.accepted, policy.refused]) {
      expect(
        section.getByRole("heading", { level: 3, name: list.title }),
      ).toBeInTheDocument();
      for (const item of list.items)
        expect(items).toContainEqual(expect.stringContaining(item));
    }
    for (const part of policy.sections) {
      expect(
        section.getByRole("heading", { level: 3, name: part.title }),
      ).toBeInTheDocument();
      for (const paragraph of part.paragraphs)
        expect(section.getByText(paragraph)).toBeInTheDocument();
    }
  });

  // A native disclosure: closed until the visitor opens it, with no script to run.
  test("each question is closed on its answer until opened", () => {
    const section = region(faqSection.title);
    expect(within(section).getByText(faqSection.lead)).toBeInTheDocument();
    const questions = [...section.querySelectorAll("details")];
    expect(questions).toHaveLength(faq.length);
    for (const [index, item] of faq.entries()) {
      const question = questions[index]!;
      expect(question).not.toHaveAttribute("open");
      const summary = question.querySelector(":scope > summary");
      expect(summary).toHaveTextContent(item.question);
      for (const paragraph of paragraphsOf(item.answer))
        expect(summary).not.toContainElement(
          within(question).getByText(paragraph),
        );
      if (item.link)
        expect(
          within(question).getByRole("link", { name: item.link.label }),
        ).toHaveAttribute("href", item.link.href);
    }
  });

  test("the page's JSON-LD holds a FAQPage with its questions, answers and contacts", () => {
    const faqPage = faqPageOf(page);
    expect(faqPage.inLanguage).toBe("pt-BR");
    expectEveryQuestionAnswered(faqPage, faq);
    for (const [index, item] of faq.entries())
      if (item.contact === "largeGifts")
        expect(faqPage.mainEntity[index]?.acceptedAnswer.text).toContain(
          `${largeGifts.role}: ${largeGifts.email}`,
        );
  });
});

describe.each(["/doacao", "/quem-somos"])("%s", (path) => {
  const { screen } = builtPage(path);
  test("leads from the large-gifts contact to the page", () => {
    const section = screen.getByRole("region", { name: largeGifts.title });
    expect(
      within(section).getByRole("link", {
        name: site.interface.plannedGivingLink,
      }),
    ).toHaveAttribute("href", PLANNED_GIVING_PATH);
  });
});
