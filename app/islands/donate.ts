// The donation page: the code of the donor's choice, the copy buttons, the notice to the fund, and
// the campaign's progress read live from the sheet.
import { showCampaignProgress } from "./campaign-progress";
import { enhanceCopyButton } from "./copy-button";
import { required } from "./dom";
import { enhanceGiveByPix } from "./give-by-pix";
import { enhanceNotifyFundForms } from "./notify-fund-form";

for (const root of document.querySelectorAll<HTMLElement>("[data-copy-button]"))
  enhanceCopyButton(root);
enhanceGiveByPix(required<HTMLElement>(document, "[data-give-by-pix]"));
enhanceNotifyFundForms();
const progress = required<HTMLElement>(document, "[data-campaign-progress]");
void showCampaignProgress(progress);
// Back from the back-forward cache before the sheet answered: that load was cut off when the
// visitor left, so the page reads the sheet again.
addEventListener("pageshow", (event) => {
  if (event.persisted && !("campaignLive" in progress.dataset))
    void showCampaignProgress(progress);
});
