// Giving from abroad, as /doacao states it (the US partner foundation, matching gifts, the
// international wire), and /en/give's Pix block and notify form, in English.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { NOTICE_LIMITS } from "../../app/lib/donation-notice";
import { fillIn } from "../../app/lib/fill-in";
import { CURRENCIES, formatDonationAmount } from "../../app/lib/money";
import { abroad, bankAccount, donationPage, english, site } from "../content";
import { englishRoutes } from "../site-routes";
import { escapeRegExp } from "../text-patterns";
import { builtPage } from "./built-page";

const { partner, matching, wire } = abroad;

describe("/doacao, giving from abroad", () => {
  const { screen, document } = builtPage("/doacao");
  const section = within(screen.getByRole("main")).getByRole("region", {
    name: abroad.title,
  });
  /** One way to give, by the id the questions link to. */
  const way = (id: string) => {
    const element = document.getElementById(id);
    if (!element) throw new Error(`no #${id} on /doacao`);
    return element;
  };
  const terms = (scope: HTMLElement) =>
    within(scope)
      .getAllByRole("term")
      .map((term) => term.textContent);
  const definitions = (scope: HTMLElement) =>
    within(scope)
      .getAllByRole("definition")
      .map((definition) => definition.textContent);

  test("opens with its title and lead, and each way under its own heading, at an address questions link to", () => {
    expect(
      within(section).getByRole("heading", { level: 2, name: abroad.title }),
    ).toBeInTheDocument();
    expect(within(section).getByText(abroad.lead)).toBeInTheDocument();
    for (const [id, title] of [
      ["give-from-the-us", partner.title],
      ["matching-gifts", matching.title],
      ["international-wire", wire.title],
    ] as const) {
      expect(section).toContainElement(way(id));
      expect(way(id)).toHaveRole("region");
      expect(way(id)).toHaveAccessibleName(title);
      expect(
        within(way(id)).getByRole("heading", { level: 3, name: title }),
      ).toBeInTheDocument();
    }
  });

  test("the US partner foundation: its facts, its link in a new tab, the steps and the receipt", () => {
    const us = way("give-from-the-us");
    expect(within(us).getByText(partner.text)).toBeInTheDocument();
    expect(terms(us)).toEqual([
      partner.nameLabel,
      partner.einLabel,
      partner.addressLabel,
      partner.designationLabel,
    ]);
    expect(definitions(us)).toEqual([
      partner.name,
      partner.ein,
      partner.address,
      partner.designation,
    ]);
    const link = within(us).getByRole("link", {
      name: new RegExp(
        `^${escapeRegExp(partner.linkLabel)}\\s*${escapeRegExp(donationPage.newTabHint)}$`,
      ),
    });
    expect(link).toHaveAttribute("href", partner.url);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(
      within(us)
        .getAllByRole("listitem")
        .map((step) => step.textContent),
    ).toEqual(partner.steps);
    expect(within(us).getByText(partner.receipt)).toBeInTheDocument();
  });

  test("matching gifts: what to ask the employer and what the fund sends back", () => {
    const matchingGifts = way("matching-gifts");
    expect(within(matchingGifts).getByText(matching.text)).toBeInTheDocument();
    expect(
      within(matchingGifts)
        .getAllByRole("listitem")
        .map((step) => step.textContent),
    ).toEqual(matching.steps);
    expect(
      within(matchingGifts).getByText(matching.fundSends),
    ).toBeInTheDocument();
  });

  test("the international wire: the fund's account, SWIFT, IBAN and intermediary when the content has them, and the purpose", () => {
    const wireSection = way("international-wire");
    expect(within(wireSection).getByText(wire.lead)).toBeInTheDocument();
    const { legalEntity } = site;
    const { intermediary } = wire;
    const facts: [label: string, value: string][] = [
      [wire.beneficiaryLabel, legalEntity.name],
      [wire.cnpjLabel, legalEntity.cnpj],
      [donationPage.bank.bankLabel, bankAccount.bank],
      [wire.swiftLabel, wire.swift],
      [donationPage.bank.branchLabel, bankAccount.branch],
      [donationPage.bank.accountLabel, bankAccount.account],
      ...(wire.iban ? [[wire.ibanLabel, wire.iban] as [string, string]] : []),
      ...(intermediary
        ? [
            [
              wire.intermediaryLabel,
              [
                intermediary.bank,
                `${wire.swiftLabel}: ${intermediary.swift}`,
                ...(intermediary.account
                  ? [
                      `${donationPage.bank.accountLabel}: ${intermediary.account}`,
                    ]
                  : []),
              ].join(""),
            ] as [string, string],
          ]
        : []),
      [wire.purposeLabel, wire.purpose],
    ];
    expect(terms(wireSection)).toEqual(facts.map(([label]) => label));
    expect(definitions(wireSection)).toEqual(facts.map(([, value]) => value));
    expect(within(wireSection).getByText(wire.notes)).toBeInTheDocument();
  });
});

// The English page is published only while its files are all written in English.
describe.runIf(englishRoutes.includes("/en/give"))(
  "/en/give, while published, the Pix block and the notify form",
  () => {
    const donation = english.donation;
    const help = english.donationHelp;

    test("are in English: the amounts as English writes them, and the form's limits", () => {
      if (!donation || !help)
        throw new Error("content/en lacks the donation files");
      const { screen } = builtPage("/en/give");
      const { give } = donation.page;
      const block = screen.getByRole("region", { name: give.title });
      expect(block.querySelector("give-by-pix")).toHaveAttribute(
        "data-locale",
        "en",
      );
      const amounts = within(block).getByRole("group", {
        name: give.amountsLegend,
      });
      expect(
        within(amounts)
          .getAllByRole("radio")
          .map((radio) => radio.parentElement?.textContent),
      ).toEqual(
        give.amounts.map((reais) =>
          formatDonationAmount(Math.round(reais * 100), "en"),
        ),
      );
      const form = screen.getByRole("region", { name: help.notify.title });
      expect(
        within(form).getByRole("textbox", { name: help.notify.nameLabel }),
      ).toHaveAccessibleDescription(
        expect.stringContaining(
          fillIn(help.notify.limit, { max: NOTICE_LIMITS.name }),
        ),
      );
    });

    test("its notify form asks, in the English words, how the gift was made and in what currency", () => {
      if (!help) throw new Error("content/en lacks doacao-ajuda.yml");
      const { notify } = help;
      const { screen } = builtPage("/en/give");
      const form = screen.getByRole("region", { name: notify.title });
      const ways = within(form).getByRole("group", { name: notify.wayLegend });
      expect(
        within(ways)
          .getAllByRole("radio")
          .map((radio) => radio.parentElement?.textContent),
      ).toEqual([notify.wayPix, notify.wayTransfer, notify.wayPartner]);
      expect(
        within(ways).getByRole("radio", { name: notify.wayPix }),
      ).toBeChecked();
      // Asked once a way other than Pix is chosen (a Pix is in reais): hidden at first.
      const currency = within(form).getByRole("combobox", {
        name: notify.currencyLabel,
        hidden: true,
      });
      expect(
        within(currency)
          .getAllByRole("option", { hidden: true })
          .map((option) => option.textContent),
      ).toEqual(CURRENCIES.map((code) => notify.currencies[code]));
      expect(
        within(form).getByRole("textbox", { name: notify.amountLabel }),
      ).toBeInTheDocument();
    });
  },
);
