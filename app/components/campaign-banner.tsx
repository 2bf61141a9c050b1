import { FileText } from "lucide-react";
import type { DonationPage } from "~/content/donation";
import type { FiguresWithGoal } from "~/content/source/schema";
import { campaignEndedText } from "~/lib/campaign-figures";
import { campaignState } from "~/lib/campaign-state";

type CampaignBannerProps = {
  /** The fund's figures (content/pt-BR/numeros.yml): the goal's deadline, what it reached. */
  figures: FiguresWithGoal;
  /** The day the campaign is stated on: the build's (~/content/build-day). */
  today: string;
  /** The donation page's words (content/pt-BR/doacao.yml, `page`). */
  texts: Pick<DonationPage, "campaign" | "newTabHint">;
};

/**
 * The campaign's invitation and its brochure; once the goal's deadline has passed, the invitation
 * gives way to what the campaign reached (numeros.yml, `campaign.ended`).
 */
export function CampaignBanner({ figures, today, texts }: CampaignBannerProps) {
  const { campaign, newTabHint } = texts;
  const ended = campaignState(figures.goal, today) === "ended";
  return (
    <section aria-labelledby="campanha" className="bg-gold-300 px-4 py-10">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-3xl">
          <h2 id="campanha" className="text-2xl font-bold text-brand-900">
            {campaign.title}
          </h2>
          <p className="mt-2 text-brand-900">
            {ended ? campaignEndedText(figures) : campaign.text}
          </p>
        </div>
        <a
          href={campaign.pdfPath}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex shrink-0 items-center gap-2 self-start rounded-md bg-brand-900 px-5 py-3 font-semibold text-white hover:bg-brand-800 md:self-center"
        >
          <FileText aria-hidden="true" className="size-5" />
          {campaign.linkLabel}
          <span className="sr-only"> {newTabHint}</span>
        </a>
      </div>
    </section>
  );
}
