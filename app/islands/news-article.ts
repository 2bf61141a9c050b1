// An article: its share button.
import { enhanceShareButton } from "./share-button";

for (const root of document.querySelectorAll<HTMLElement>(
  "[data-share-button]",
))
  enhanceShareButton(root);
