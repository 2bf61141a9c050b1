import type { CopyButtonProps } from "~/components/copy-button";
import { localized } from "~/content/localized";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locale";
import { buildPixPayload, toBrCodeText } from "~/lib/pix";
import type { PixReceiver } from "~/lib/pix-gift";
import { parsePixKey } from "~/lib/pix-key";
import { pixQrCodeDataUrl } from "~/lib/pix-qr";
import { PIX_KEY_ID } from "./bank-data";
import type { GiveByPixProps } from "./give-by-pix";
import {
  NOTIFY_FUND_SECTION_ID,
  type NotifyFundFormProps,
} from "./notify-fund-form";

/**
 * The props of a donation page's parts that run a script, in the page's language: the Pix block,
 * the key's copy button and the notify form, which the page's `.astro` file renders each with its
 * script. Runs once, while prerendering: the page starts with the open-amount code and its QR
 * code, which is all a visitor without JavaScript needs; the block's script remakes both for the
 * donor's choice.
 */
export function givingPartsProps(locale: Locale) {
  const { pix, page } = localized(locale, "donation");
  const { contacts, notify } = localized(locale, "donationHelp");
  const receiver: PixReceiver = {
    key: pix.key,
    merchantName: toBrCodeText(pix.merchantName),
    merchantCity: toBrCodeText(pix.merchantCity),
    // The code's message is read in the fund's bank statement, whatever the donor's language.
    fundName: localized(DEFAULT_LOCALE, "site").name,
  };
  const pixPayload = buildPixPayload(receiver);
  const { copyKey } = page;
  return {
    giveByPix: {
      locale,
      texts: page,
      notifyHref: `#${NOTIFY_FUND_SECTION_ID}`,
      pixPayload,
      qrCodeImage: pixQrCodeDataUrl(pixPayload),
      receiver,
    } satisfies GiveByPixProps,
    pixKeyCopyButton: {
      className: "mt-3",
      // Bank apps accept a CNPJ with or without punctuation; digits alone are the safest to paste.
      text: parsePixKey(pix.key).value,
      label: copyKey.buttonLabel,
      copiedMessage: copyKey.copied,
      refusedMessage: copyKey.refused,
      fallbackTargetId: PIX_KEY_ID,
    } satisfies CopyButtonProps,
    notifyFundForm: {
      locale,
      texts: notify,
      amountErrors: page.give.amountErrors,
      contacts: { whatsapp: contacts.whatsapp, email: contacts.email },
      newTabHint: page.newTabHint,
      className: "bg-slate-50",
    } satisfies NotifyFundFormProps,
  };
}
