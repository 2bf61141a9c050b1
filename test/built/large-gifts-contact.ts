// The contact for large gifts, wherever a built page shows it: its role, e-mail and phone as links.
import { within } from "@testing-library/dom";
import { expect } from "vitest";
import { formatPhone, mailtoHref, telHref } from "../../app/lib/contact";
import { donationContacts } from "../content";

/** `section` names whom to talk to about a large gift, with working e-mail and phone links. */
export function expectLargeGiftsContact(section: HTMLElement) {
  const { largeGifts } = donationContacts;
  const contact = within(section);
  expect(contact.getByText(largeGifts.role)).toBeInTheDocument();
  expect(contact.getByRole("link", { name: largeGifts.email })).toHaveAttribute(
    "href",
    mailtoHref(largeGifts.email),
  );
  expect(
    contact.getByRole("link", { name: formatPhone(largeGifts.phone) }),
  ).toHaveAttribute("href", telHref(largeGifts.phone));
}
