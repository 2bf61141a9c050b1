// The contact for large gifts, wherever a page shows it: its role, e-mail and phone as links.
import { expect, type Locator } from "@playwright/test";
import { formatPhone, mailtoHref, telHref } from "../app/lib/contact";
import { donationContacts } from "../test/content";

/** `section` names whom to talk to about a large gift, with working e-mail and phone links. */
export async function expectLargeGiftsContact(section: Locator) {
  const { largeGifts } = donationContacts;
  await expect(section.getByText(largeGifts.role)).toBeVisible();
  await expect(
    section.getByRole("link", { name: largeGifts.email }),
  ).toHaveAttribute("href", mailtoHref(largeGifts.email));
  await expect(
    section.getByRole("link", { name: formatPhone(largeGifts.phone) }),
  ).toHaveAttribute("href", telHref(largeGifts.phone));
}
