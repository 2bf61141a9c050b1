// The campaign's progress on a page that does not read the sheets otherwise (/doacao): the
// published received figure that ./campaign-progress.tsx prerendered gives way to the total of
// the classes sheet, read now. If the sheet cannot be read, or cannot tell (see ClassTotals), the
// published figure stays. The sentence and the bar compare committed with the goal, as the build
// stated them on its day: what the sheet says was received leaves them, and an ended campaign,
// as it is.
import type { CampaignScriptTexts } from "./campaign-progress";
import { defineElement, required, requiredData } from "./dom.client";
import { loadSheets, warnOfSheetFailure } from "~/sheets/published-sheets";
import type { ClassTotals } from "~/sheets/class-totals";
import { parseClassTotals } from "~/sheets/class-totals-sheet";
import { incompleteNote } from "~/lib/campaign-figures";
import { formatLargeReais } from "~/lib/money";

/** Brings every `<campaign-progress>` of the page (./campaign-progress.astro) to life. */
export function defineCampaignProgress() {
  defineElement("campaign-progress", (element) => {
    const section = required<HTMLElement>(element, "section");
    void showCampaignProgress(section);
    // Back from the back-forward cache before the sheet answered: that load was cut off when the
    // visitor left, so the page reads the sheet again.
    addEventListener("pageshow", (event) => {
      if (event.persisted && !("campaignLive" in section.dataset))
        void showCampaignProgress(section);
    });
  });
}

export async function showCampaignProgress(section: HTMLElement) {
  let turmas: ClassTotals;
  try {
    ({ turmas } = await loadSheets({ turmas: parseClassTotals }));
  } catch (error) {
    warnOfSheetFailure(error);
    return;
  }
  const { receivedReais, unreadRows } = turmas;
  const texts = JSON.parse(
    requiredData(section, "texts"),
  ) as CampaignScriptTexts;
  if (receivedReais === undefined) {
    // The published figure stands: the note says which rows kept the sheet's sum from it.
    const note = required<HTMLElement>(section, "[data-campaign-note]");
    note.textContent = incompleteNote(texts, unreadRows);
    note.hidden = note.textContent === "";
    return;
  }
  required(section, "[data-campaign-received]").textContent =
    `${formatLargeReais(receivedReais)}, ${texts.receivedLive}`;
  section.dataset.campaignLive = "";
}
