import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { figureStatement } from "../../app/lib/fund-figures";
import { buildDay, content } from "../content";
import { builtPage } from "./built-page";

const { home, figures } = content;

describe("/", () => {
  const { screen } = builtPage("/");

  test("invites to donate and shows the fund's figures", () => {
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      home.hero.title,
    );
    const main = screen.getByRole("main");
    expect(
      within(main).getByRole("link", { name: home.hero.donateLabel }),
    ).toHaveAttribute("href", content.site.donateLink.href);
    const stats = screen.getByRole("region", { name: home.statsLabel });
    for (const name of home.stats) {
      const { value, label, when } = figureStatement(figures, name, buildDay);
      expect(within(stats).getByText(value)).toBeInTheDocument();
      expect(stats).toHaveTextContent(`${label} ${when}`);
    }
    expect(
      screen.getByRole("heading", { name: home.reasons.title }),
    ).toBeInTheDocument();
  });
});
