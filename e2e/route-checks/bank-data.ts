import { donationPage } from "../../test/content";
import type { RouteCheck } from "./check";

/** On /doacao at a laptop's width: the bank data card fills the column, its details side by side. */
export const bankDataAcrossTheColumn: RouteCheck = {
  name: "the bank data fill the column, the account's details side by side",
  async problems(page) {
    const card = page.getByRole("article").filter({
      has: page.getByRole("heading", { name: donationPage.bank.cardTitle }),
    });
    const cardBox = await card.boundingBox();
    const columnBox = await page
      .getByRole("heading", { level: 2, name: donationPage.bank.title })
      .boundingBox();
    if (!cardBox || !columnBox) return ["no bank data"];
    const problems: string[] = [];
    const cardRight = Math.round(cardBox.x + cardBox.width);
    const columnRight = Math.round(columnBox.x + columnBox.width);
    if (cardRight !== columnRight)
      problems.push(
        `the card ends at ${cardRight} px, the column at ${columnRight} px`,
      );
    const [first, second] = await Promise.all(
      [donationPage.bank.beneficiaryLabel, donationPage.bank.bankLabel].map(
        (label) => card.getByText(label, { exact: true }).boundingBox(),
      ),
    );
    if (!first || !second)
      return [...problems, "the account's labels are not shown"];
    if (second.y !== first.y || second.x <= first.x + first.width)
      problems.push(
        `"${donationPage.bank.bankLabel}" is not beside "${donationPage.bank.beneficiaryLabel}"`,
      );
    return problems;
  },
};
