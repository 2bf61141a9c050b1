// /doacao as the build writes it, before any script runs: what a visitor without JavaScript, a
// crawler and a phone's camera get. The Pix block's open-amount code and QR code carry the
// content's key; the choice of amount, the copy buttons and the notify form wait for the scripts
// (their behaviour is proved beside their code and in e2e/donate*.spec.ts).
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { paragraphsOf } from "../../app/lib/paragraphs";
import { mailtoHref, whatsappHref } from "../../app/lib/contact";
import { formatDonationAmount } from "../../app/lib/money";
import { buildPixPayload, toBrCodeText } from "../../app/lib/pix";
import { parsePixKey } from "../../app/lib/pix-key";
import {
  bankAccount,
  content,
  donationContacts,
  donationPage,
  donationPix,
  donationQuestions,
  newsArticles,
  notifyTexts,
  otherWays,
  otherWaysSection,
  site,
} from "../content";
import { newsArticlePath } from "../site-routes";
import { escapeRegExp } from "../text-patterns";
import {
  brCodeField,
  brCodeFields,
  hasValidCrc,
  readQrCode,
  svgOfDataUrl,
} from "../br-code";
import { builtFile, builtPage, routeFile } from "./built-page";
import { expectEveryQuestionAnswered, faqPageOf } from "./faq-page";
import { scriptFilesOf, readClientFile } from "./page-scripts";

const { give, bank, campaign, copyKey, copyPaste, qrCode, monthly } =
  donationPage;
const page = builtPage("/doacao");
const { screen, document } = page;
const main = within(screen.getByRole("main"));
const [article] = newsArticles;
if (!article) throw new Error("content/pt-BR/noticias has no article");

/** The key as the Pix directory stores it: what the BR Code carries and the copy button copies. */
const KEY_AS_COPIED = parsePixKey(donationPix.key).value;
/** Today's code before the donor chooses: the content's key, name and city, no amount. */
const OPEN_AMOUNT_CODE = buildPixPayload({
  key: donationPix.key,
  merchantName: toBrCodeText(donationPix.merchantName),
  merchantCity: toBrCodeText(donationPix.merchantCity),
});

/**
 * The name of a link that opens in a new tab: its label, then the hint read after it (the space
 * between them is the hint's layout, which a browser adds and a parsed page does not).
 */
function opensInNewTab(label: string): RegExp {
  return new RegExp(
    `^${escapeRegExp(label)}\\s*${escapeRegExp(donationPage.newTabHint)}$`,
  );
}

/** The Pix Copia e Cola code the page shows. */
function shownCode(): string {
  return main.getByText(/^000201/).textContent ?? "";
}

/** What each `<copy-button>` of `scope` copies, by its button's name. */
function copyButtonText(scope: HTMLElement, name: string): string | undefined {
  const button = within(scope).getByRole("button", { name });
  return button.closest<HTMLElement>("copy-button")?.dataset.text;
}

describe("the Pix block", () => {
  const block = screen.getByRole("region", { name: give.title });

  test("comes first under the page's title: nothing but the gift stands between them", () => {
    const title = main.getByRole("heading", { level: 1 });
    expect(title).toHaveTextContent(donationPage.hero.title);
    const code = within(block).getByText(/^000201/);
    const following = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & a.DOCUMENT_POSITION_FOLLOWING);
    const between = main
      .getAllByRole("heading", { level: 2 })
      .filter(
        (heading) => following(title, heading) && following(heading, code),
      )
      .map((heading) => heading.textContent);
    expect(between).toEqual([give.title]);
  });

  test("shows the open-amount code of the content's key, with a valid CRC, and copies it whole", () => {
    const code = shownCode();
    expect(code).toBe(OPEN_AMOUNT_CODE);
    expect(hasValidCrc(code)).toBe(true);
    const fields = brCodeFields(code);
    expect([...fields.keys()]).toEqual([
      "00",
      "26",
      "52",
      "53",
      "58",
      "59",
      "60",
      "62",
      "63",
    ]);
    expect(fields.get("53")).toBe("986");
    expect(fields.get("58")).toBe("BR");
    expect(fields.get("59")).toBe(toBrCodeText(donationPix.merchantName));
    expect(fields.get("60")).toBe(toBrCodeText(donationPix.merchantCity));
    expect(brCodeField(code, "26", "00")).toBe("br.gov.bcb.pix");
    expect(brCodeField(code, "26", "01")).toBe(KEY_AS_COPIED);
    // No amount: the donor types it in the bank app.
    expect(fields.has("54")).toBe(false);
    expect(copyButtonText(block, copyPaste.buttonLabel)).toBe(code);
  });

  test("its QR codes, on a phone's toggle and beside the code, read as the code shown", async () => {
    const images = within(block).getAllByRole("img", { name: qrCode.alt });
    expect(images).toHaveLength(2);
    const toggle = within(block).getByText(give.showQrCode).closest("details");
    expect(toggle).toContainElement(images[0] ?? null);
    for (const image of images) {
      expect(image).toHaveAttribute("width", "256");
      expect(image).toHaveAttribute("height", "256");
      const src = image.getAttribute("src") ?? "";
      expect(await readQrCode(svgOfDataUrl(src))).toBe(shownCode());
    }
  });

  test("offers each suggested amount of the content, another amount and the class, with their words", () => {
    const amounts = within(block).getByRole("group", {
      name: give.amountsLegend,
    });
    expect(
      within(amounts)
        .getAllByRole("radio")
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(
      give.amounts.map((reais) =>
        formatDonationAmount(Math.round(reais * 100)),
      ),
    );
    const frequency = within(block).getByRole("group", {
      name: give.frequency.legend,
    });
    expect(
      within(frequency).getByRole("radio", { name: give.frequency.once }),
    ).toBeChecked();
    expect(
      within(frequency).getByRole("radio", { name: give.frequency.monthly }),
    ).not.toBeChecked();
    expect(
      within(block).getByRole("textbox", { name: give.otherAmountLabel }),
    ).toHaveAttribute("inputmode", "decimal");
    expect(
      within(block).getByRole("textbox", { name: give.classLabel }),
    ).toHaveAccessibleDescription(
      new RegExp(`^${escapeRegExp(give.classHint)}\\s*$`),
    );
    // The gift's summary, beside the copy button's (empty) message.
    expect(
      within(block)
        .getAllByRole("status")
        .map((status) => status.textContent),
    ).toContain(`${give.amountSummary}: ${give.openAmount}`);
    expect(within(block).getByText(copyPaste.hint)).toBeInTheDocument();
    expect(within(block).getByText(give.promise)).toBeInTheDocument();
  });

  test("says how to give every month, closed until asked, with each step and provider of the content", () => {
    const steps = within(block).getByText(monthly.title).closest("details");
    expect(steps).not.toBeNull();
    expect(steps).not.toHaveAttribute("open");
    const inSteps = within(steps as HTMLElement);
    expect(inSteps.getByText(monthly.lead)).toBeInTheDocument();
    expect(
      inSteps.getAllByRole("listitem").map((step) => step.textContent),
    ).toEqual(monthly.steps);
    expect(
      inSteps
        .queryAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual(monthly.providers.map(({ label, url }) => [label, url]));
  });

  test("after a copy, offers the form that tells the fund of the gift", () => {
    // Hidden until a copy succeeds.
    const next = within(block).getByText(give.notifyLink);
    expect(next.tagName).toBe("A");
    expect(next).toHaveAttribute("href", "#avise-o-fundo");
    expect(document.getElementById("avise-o-fundo")).toHaveAccessibleName(
      notifyTexts.title,
    );
  });
});

test("the bank data: each label with its value, the Pix key as written with its kind, and a button that copies it as the bank apps take it", () => {
  const card = main
    .getAllByRole("article")
    .find((article) =>
      within(article).queryByRole("heading", { name: bank.cardTitle }),
    );
  if (!card) throw new Error(`no card titled ${bank.cardTitle}`);
  expect(main.getByRole("region", { name: bank.title })).toContainElement(card);
  const rows = [
    [bank.beneficiaryLabel, bankAccount.beneficiary],
    [bank.bankLabel, bankAccount.bank],
    [bank.branchLabel, bankAccount.branch],
    [bank.accountLabel, bankAccount.account],
    [`${bank.keyLabel} (${donationPix.keyKind})`, donationPix.key],
  ];
  expect(
    within(card)
      .getAllByRole("term")
      .map((term) => term.textContent),
  ).toEqual(rows.map(([label]) => label));
  const values = within(card).getAllByRole("definition");
  expect(values).toHaveLength(rows.length);
  for (const [index, [, value]] of rows.entries())
    expect(values[index]?.textContent?.startsWith(value ?? "")).toBe(true);
  expect(within(card).getByText(donationPix.key)).toBeInTheDocument();
  expect(copyButtonText(card, copyKey.buttonLabel)).toBe(KEY_AS_COPIED);
});

test("the campaign's brochure opens in a new tab and is a PDF of the build", () => {
  const banner = main.getByRole("region", { name: campaign.title });
  const link = within(banner).getByRole("link", {
    name: opensInNewTab(campaign.linkLabel),
  });
  expect(link).toHaveAttribute("href", campaign.pdfPath);
  expect(link).toHaveAttribute("target", "_blank");
  expect(link).toHaveAttribute("rel", "noopener noreferrer");
  expect(builtFile(campaign.pdfPath).subarray(0, 5).toString()).toBe("%PDF-");
});

describe("the form that tells the fund of a gift, before its script runs", () => {
  const section = main.getByRole("region", { name: notifyTexts.title });
  const form = section.querySelector("form");

  test("starts by saying how to write to the fund, with its WhatsApp and e-mail as links", () => {
    const note = form?.firstElementChild as HTMLElement;
    expect(note).toHaveTextContent(notifyTexts.withoutScript);
    expect(
      within(note).getByRole("link", {
        name: new RegExp(`^${notifyTexts.direct.whatsappLabel}: `),
      }),
    ).toHaveAttribute("href", whatsappHref(donationContacts.whatsapp));
    expect(
      within(note).getByRole("link", {
        name: `${notifyTexts.direct.emailLabel}: ${donationContacts.email}`,
      }),
    ).toHaveAttribute("href", mailtoHref(donationContacts.email));
  });

  test("its button waits for the script, unusable", () => {
    const button = within(section).getByRole("button", {
      name: notifyTexts.submitLabel,
    });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("data-awaits-script");
  });
});

describe("the donors' questions", () => {
  const section = main.getByRole("region", {
    name: content.donationHelp.faqSection.title,
  });

  test("each question opens, as a native disclosure, on its whole answer, closed at first", () => {
    const disclosures = [...section.querySelectorAll("details")];
    expect(
      disclosures.map(
        (details) => details.querySelector("summary")?.textContent,
      ),
    ).toEqual(donationQuestions.map((item) => item.question));
    for (const [index, item] of donationQuestions.entries()) {
      const details = disclosures[index] as HTMLElement;
      expect(details).not.toHaveAttribute("open");
      for (const paragraph of paragraphsOf(item.answer))
        expect(within(details).getByText(paragraph)).toBeInTheDocument();
      if (item.link)
        expect(
          within(details).getByRole("link", { name: item.link.label }),
        ).toHaveAttribute("href", item.link.href);
    }
  });

  test("an answer's link to a section of the page names one the page has; to another page, a page of the build", () => {
    for (const { link } of donationQuestions) {
      if (!link) continue;
      if (link.href.startsWith("#"))
        expect(
          document.getElementById(link.href.slice(1)),
          link.href,
        ).not.toBeNull();
      else expect(() => builtFile(routeFile(link.href))).not.toThrow();
    }
  });

  test("reach search engines as one FAQPage, every question with its answer", () => {
    expectEveryQuestionAnswered(faqPageOf(page), donationQuestions);
  });
});

test("lists each other way to give of the content, in a new tab, and no such section without one", () => {
  const section = main.queryByRole("region", { name: otherWaysSection.title });
  if (otherWays.length === 0) {
    expect(section).toBeNull();
    return;
  }
  if (!section) throw new Error(`no section ${otherWaysSection.title}`);
  expect(within(section).getByText(otherWaysSection.lead)).toBeInTheDocument();
  const links = within(section).getAllByRole("link");
  expect(links.map((link) => link.getAttribute("href"))).toEqual(
    otherWays.map((way) => way.url),
  );
  for (const [index, way] of otherWays.entries()) {
    expect(links[index]).toHaveAccessibleName(opensInNewTab(way.label));
    expect(links[index]).toHaveAttribute("target", "_blank");
    expect(links[index]).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(section).getByText(way.description)).toBeInTheDocument();
  }
});

test("the top bar's donate link, on a news article, leads to this page", () => {
  // The site's top bar, the first banner: the article has a header of its own.
  const [topBar] = builtPage(newsArticlePath(article)).screen.getAllByRole(
    "banner",
  );
  const banner = within(topBar as HTMLElement);
  const link = banner.getByRole("link", { name: site.donateLink.name });
  expect(link).toHaveAttribute("href", site.donateLink.href);
  expect(routeFile(site.donateLink.href)).toBe(routeFile("/doacao"));
});

describe("the code that makes Pix codes and QR codes", () => {
  /** The script files a first visit to `route` loads, read as one text. */
  const scriptsOf = (route: string) =>
    [...scriptFilesOf(builtPage(route).html, route)]
      .map((file) => readClientFile(file))
      .join("\n");

  test("is loaded by the donation page", () => {
    const scripts = scriptsOf("/doacao");
    // The Pix GUI and the QR encoder's SVG namespace survive minification.
    expect(scripts).toContain("br.gov.bcb.pix");
    expect(scripts).toContain("http://www.w3.org/2000/svg");
  });

  test.each(["/doadores", newsArticlePath(article)])(
    "is not loaded by %s",
    (route) => {
      expect(scriptsOf(route)).not.toContain("br.gov.bcb.pix");
    },
  );
});
