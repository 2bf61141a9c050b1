// The home page's own parts; its figures and its campaign, as every page that states them:
// figures.test.ts and campaign.test.ts.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { content } from "../content";
import { builtPage } from "./built-page";

const { home } = content;

describe("/", () => {
  const { screen } = builtPage("/");

  test("invites to donate and says why", () => {
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      home.hero.title,
    );
    const main = screen.getByRole("main");
    expect(
      within(main).getByRole("link", { name: home.hero.donateLabel }),
    ).toHaveAttribute("href", content.site.donateLink.href);
    expect(
      screen.getByRole("heading", { name: home.reasons.title }),
    ).toBeInTheDocument();
  });
});
