// The questions a built page gives search engines: its one FAQPage block of JSON-LD, checked
// against the questions the content holds.
import { expect } from "vitest";
import { type BuiltPage, jsonLd } from "./built-page";

export type FaqPage = {
  "@type": string;
  inLanguage?: string;
  mainEntity: {
    "@type": string;
    name: string;
    acceptedAnswer: { "@type": string; text: string };
  }[];
};

/** The page's FAQPage structured data; fails unless there is exactly one. */
export function faqPageOf(page: BuiltPage): FaqPage {
  const faqPages = jsonLd(page).filter((data) => data["@type"] === "FAQPage");
  expect(faqPages).toHaveLength(1);
  return faqPages[0] as FaqPage;
}

/** Each question of `faq`, in order, as a Question whose Answer holds its answer's text. */
export function expectEveryQuestionAnswered(
  faqPage: FaqPage,
  faq: readonly { question: string; answer: string }[],
) {
  const entities = faqPage.mainEntity;
  expect(entities.map((entity) => entity.name)).toEqual(
    faq.map((item) => item.question),
  );
  for (const [index, item] of faq.entries()) {
    expect(entities[index]?.["@type"]).toBe("Question");
    expect(entities[index]?.acceptedAnswer["@type"]).toBe("Answer");
    expect(entities[index]?.acceptedAnswer.text).toContain(item.answer.trim());
  }
}
