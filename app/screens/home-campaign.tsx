import { CampaignProgress } from "~/components/campaign-progress";
import type { Campaign, Figures } from "~/content/source/schema";
import { hasGoal } from "~/lib/campaign-state";
import type { Locale } from "~/lib/locale";

type HomeCampaignProps = {
  /** The fund's figures in the page's language; without a goal there is no campaign to state. */
  figures: Figures;
  /** The campaign's words in the page's language (content/pt-BR/campanha.yml, content/en's). */
  texts: Campaign;
  /** The day the campaign is stated on: the build's (~/content/build-day). */
  today: string;
  locale: Locale;
};

/**
 * The campaign on the home page, as /doacao states it on the build's day: running, committed
 * against the goal as text and as a bar; ended, what it reached. Prerendered with the published
 * figures: the home page runs no script to read the classes sheet.
 */
export function HomeCampaign({
  figures,
  texts,
  today,
  locale,
}: HomeCampaignProps) {
  // No campaign: nothing, not even an empty box.
  if (!hasGoal(figures)) return null;
  return (
    <div className="px-4 py-12">
      <CampaignProgress
        figures={figures}
        texts={texts}
        today={today}
        locale={locale}
        className="mx-auto max-w-6xl"
      />
    </div>
  );
}
