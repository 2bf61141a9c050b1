import type { Page } from "@playwright/test";
import { fillIn } from "../app/lib/fill-in";
import { content, documents, peopleGroups, site } from "../test/content";
import { expect, test } from "./fixtures";
import { templatePattern } from "../test/text-patterns";

const { about } = content;
const { governance } = about;
const governingBodies = governance.levels.flatMap((level) =>
  level.beside ? [level.body, level.beside] : [level.body],
);
const institutionCallToAction = site.callsToAction.institution;
const classText = (turma: string) => fillIn(about.people.classLabel, { turma });
const photoAlt = (nome: string) => fillIn(about.people.photoAlt, { nome });
/** Any card's class line, and any member's photo. */
const anyClassText = new RegExp(
  `^${templatePattern(about.people.classLabel, "turma", "T\\d{2}")}$`,
);
const anyPhotoAlt = new RegExp(
  `^${templatePattern(about.people.photoAlt, "nome", ".+")}$`,
);

test("about us opens with its title and the fund's history", async ({
  page,
}) => {
  await page.goto("/quem-somos");
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: about.hero.title,
      exact: true,
    }),
  ).toBeVisible();
  await expect(page).toHaveTitle(`${about.meta.title} | ${site.name}`);
  const main = page.getByRole("main");
  await expect(
    main.getByRole("heading", {
      level: 2,
      name: about.history.title,
      exact: true,
    }),
  ).toBeVisible();
  for (const paragraph of about.history.paragraphs) {
    await expect(main.getByText(paragraph, { exact: true })).toBeVisible();
  }
  for (const principle of about.history.principles) {
    await expect(main.getByText(principle, { exact: true })).toBeVisible();
  }
});

test("the governance chart lists every body and how it relates to the others", async ({
  page,
}) => {
  await page.goto("/quem-somos");
  const chart = page.getByRole("list", {
    name: governance.chartLabel,
    exact: true,
  });
  await expect(chart.getByRole("listitem")).toHaveCount(
    governance.levels.length,
  );
  await expect(chart.getByRole("heading", { level: 3 })).toHaveText(
    governingBodies.map((body) => body.name),
  );
  for (const body of governingBodies) {
    const card = chart.getByRole("article").filter({
      has: page.getByRole("heading", {
        level: 3,
        name: body.name,
        exact: true,
      }),
    });
    await expect(card).toHaveCount(1);
    if (body.relation)
      await expect(
        card.getByText(body.relation, { exact: true }),
      ).toBeVisible();
    await expect(
      card.getByText(body.description, { exact: true }),
    ).toBeVisible();
  }
});

test("the statute link downloads the statute in a new tab", async ({
  page,
}) => {
  await page.goto("/quem-somos");
  const link = page.getByRole("link", {
    name: `${governance.statuteLabel} ${governance.statuteHint}`,
    exact: true,
  });
  await expect(link).toHaveText(governance.statuteLabel);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(link).toHaveAttribute("href", documents.statuteUrl);
  const response = await page.request.get(documents.statuteUrl);
  expect(response.status()).toBe(200);
  const body = await response.body();
  if (documents.statuteUrl.endsWith(".zip")) {
    expect(response.headers()["content-type"]).toBe("application/zip");
    expect(body.subarray(0, 2).toString()).toBe("PK");
  } else {
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(body.subarray(0, 5).toString()).toBe("%PDF-");
  }
});

test("each governing body shows a card for each of its members", async ({
  page,
}) => {
  await page.goto("/quem-somos");
  for (const [body, count] of peopleGroups.map(
    (group) => [group.title, group.people.length] as const,
  )) {
    await expect(
      page.getByRole("heading", { level: 3, name: body, exact: true }).last(),
    ).toBeVisible();
    await expect(
      page.getByRole("list", { name: body, exact: true }).getByRole("listitem"),
    ).toHaveCount(count);
  }
});

test("a card shows the graduating class only when the person has one", async ({
  page,
}) => {
  await page.goto("/quem-somos");
  const people = peopleGroups.flatMap((group) => group.people);
  const personWithClass = people.find((person) => person.turma);
  const personWithoutClass = people.find((person) => !person.turma);
  const main = page.getByRole("main");
  if (personWithClass?.turma) {
    const card = main
      .getByRole("listitem")
      .filter({ hasText: personWithClass.name });
    await expect(card).toContainText(personWithClass.role);
    await expect(card).toContainText(classText(personWithClass.turma));
  }
  if (personWithoutClass) {
    const card = main
      .getByRole("listitem")
      .filter({ hasText: personWithoutClass.name });
    await expect(card).toContainText(personWithoutClass.role);
    await expect(card.getByText(anyClassText)).toHaveCount(0);
  }
  await expect(main.getByText(anyClassText)).toHaveCount(
    people.filter((person) => person.turma).length,
  );
});

test("every member's photo loads and is described by name", async ({
  page,
}) => {
  await page.goto("/quem-somos");
  const photos = page.getByRole("main").getByRole("img", { name: anyPhotoAlt });
  const people = peopleGroups.flatMap((group) => group.people);
  await expect(photos).toHaveCount(people.length);
  expect(
    await photos.evaluateAll((images) =>
      images.map((image) => image.getAttribute("alt")),
    ),
  ).toEqual(people.map((person) => photoAlt(person.name)));
  for (const photo of await photos.all()) {
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toHaveAttribute("loading", "lazy");
    await expect
      .poll(() =>
        photo.evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);
  }
});

test("about us ends with a call to donate", async ({ page }) => {
  await page.goto("/quem-somos");
  const main = page.getByRole("main");
  await expect(
    main.getByRole("heading", {
      level: 2,
      name: institutionCallToAction.title,
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    main.getByRole("link", {
      name: institutionCallToAction.linkLabel,
      exact: true,
    }),
  ).toHaveAttribute("href", institutionCallToAction.href);
});

type Box = { left: number; right: number; top: number; bottom: number };
type ChartGeometry = {
  pageWidth: number;
  chain: (Box & { kind: string })[];
  branches: (Box & { beside: Box })[];
  emptySpaceInBodies: number[];
};

/** Where the chart's boxes and lines fall on the page, and how much room each box leaves unused. */
async function chartGeometry(page: Page): Promise<ChartGeometry> {
  const chart = page.getByRole("list", {
    name: governance.chartLabel,
    exact: true,
  });
  return chart.evaluate((list) => {
    const box = (element: Element) => {
      const { left, right, top, bottom } = element.getBoundingClientRect();
      return { left, right, top, bottom };
    };
    const parts = (name: string) => [
      ...list.querySelectorAll(`[data-chart="${name}"]`),
    ];
    const isDrawn = (element: Element) =>
      element.getBoundingClientRect().height > 0;
    return {
      pageWidth: document.documentElement.scrollWidth,
      chain: [...parts("chain-body"), ...parts("chain-line").filter(isDrawn)]
        .map((element) => ({
          ...box(element),
          kind: element.getAttribute("data-chart") ?? "",
        }))
        .sort((a, b) => a.top - b.top),
      branches: parts("branch-line").map((branch) => ({
        ...box(branch),
        beside: box(branch.nextElementSibling as Element),
      })),
      emptySpaceInBodies: [...parts("chain-body"), ...parts("beside-body")].map(
        (body) => {
          const padding = parseFloat(getComputedStyle(body).paddingBottom);
          const lastLine = (
            body.lastElementChild as Element
          ).getBoundingClientRect();
          return (
            body.getBoundingClientRect().bottom - padding - lastLine.bottom
          );
        },
      ),
    };
  });
}

const near = (a: number, b: number) => Math.abs(a - b) <= 1;

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the governance chart at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("draws one unbroken chain, branches that meet both boxes, and no stretched box", async ({
      page,
    }) => {
      await page.goto("/quem-somos");
      const geometry = await chartGeometry(page);
      expect(geometry.pageWidth).toBeLessThanOrEqual(viewport.width);
      for (const emptySpace of geometry.emptySpaceInBodies)
        expect(emptySpace).toBeLessThanOrEqual(1);

      const { chain } = geometry;
      expect(chain.at(0)?.kind).toBe("chain-body");
      // It ends at the last body, or (on phones) at the branch of the body beside it.
      const end = chain.at(-1);
      if (end?.kind === "chain-line") {
        expect(
          geometry.branches.some((branch) =>
            near((branch.top + branch.bottom) / 2, end.bottom),
          ),
          "the chain runs on past its last branch",
        ).toBe(true);
      } else expect(end?.kind).toBe("chain-body");
      chain.reduce((above, part) => {
        expect(near(part.top, above.bottom), "a gap in the chain").toBe(true);
        return part;
      });
      const bodies = chain.filter((part) => part.kind === "chain-body");
      for (const line of chain.filter((part) => part.kind === "chain-line")) {
        for (const body of bodies) {
          expect(line.left).toBeGreaterThan(body.left);
          expect(line.right).toBeLessThan(body.right);
        }
      }

      expect(geometry.branches).toHaveLength(
        governance.levels.filter((level) => level.beside).length,
      );
      for (const branch of geometry.branches) {
        const height = (branch.top + branch.bottom) / 2;
        expect(near(branch.right, branch.beside.left)).toBe(true);
        expect(height).toBeGreaterThan(branch.beside.top);
        expect(height).toBeLessThan(branch.beside.bottom);
        const attachedTo = chain.filter(
          (part) =>
            branch.left >= part.left - 1 &&
            branch.left <= part.right + 1 &&
            height >= part.top - 1 &&
            height <= part.bottom + 1,
        );
        expect(attachedTo, "a branch hanging in the air").not.toHaveLength(0);
      }
    });
  });
}
