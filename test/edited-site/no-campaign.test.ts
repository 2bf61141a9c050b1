// The fund without a campaign: the edited site's goal was deleted from numeros.yml
// (test/edited-site/edited-site.ts), as when a campaign is over and no other is planned. No page
// speaks of a campaign, in either language, and the English goal's words are named as left over.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { problemLine } from "../../app/content/source/problems";
import { content, donationPage, english } from "../content";
import { builtPage } from "../built/built-page";
import { editedSite } from "./edited-site";

const site = await editedSite();

/** Each page that shows the campaign while there is one, with the campaign's title in its language. */
const campaignPages = [
  { route: "/", title: content.campaign.title },
  { route: "/doacao", title: content.campaign.title },
  { route: "/doadores", title: content.campaign.title },
  ...(english.campaign
    ? [
        { route: "/en", title: english.campaign.title },
        { route: "/en/donors", title: english.campaign.title },
      ]
    : []),
];

describe.each(campaignPages)("$route", ({ route, title }) => {
  const { document, screen } = builtPage(route);

  test("shows no campaign: no progress, no bar, no goal", () => {
    expect(screen.queryByRole("region", { name: title })).toBeNull();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(document.querySelector("campaign-progress")).toBeNull();
  });
});

test("/doacao invites to no campaign and offers no brochure", () => {
  const { screen } = builtPage("/doacao");
  expect(
    screen.queryByRole("region", { name: donationPage.campaign.title }),
  ).toBeNull();
  expect(
    screen.queryByRole("link", {
      name: new RegExp(`^${donationPage.campaign.linkLabel}`),
    }),
  ).toBeNull();
  // The rest of the page stands: the notify form, say.
  expect(
    within(screen.getByRole("main")).getByRole("heading", {
      name: content.donationHelp.notify.title,
    }),
  ).toBeInTheDocument();
});

// The English goal's words, when the repository's content has them.
if (english.figures?.goal !== undefined)
  test("the build names the English goal's words as left over, once", () => {
    const line = problemLine(
      "content/en/numeros.yml",
      ["goal"],
      "o arquivo em português não tem esta parte: apague-a; até lá, ela não é usada",
    );
    expect(
      site.output
        .split("\n")
        .map((each) => each.trim())
        .filter((each) => each === line),
      site.output,
    ).toHaveLength(1);
  });
