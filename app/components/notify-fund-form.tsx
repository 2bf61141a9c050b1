import { Mail, MessageCircle, Send } from "lucide-react";
import type { AmountErrorTemplates } from "~/content/donation";
import type { NotifyTexts } from "~/content/donation-help";
import { cn } from "~/lib/cn";
import { formatPhone, mailtoHref, whatsappHref } from "~/lib/contact";
import {
  type FundContacts,
  type GiftWay,
  NOTICE_LIMITS,
  type NoticeErrorTexts,
  type NoticeMessageTexts,
  usualCurrency,
} from "~/lib/donation-notice";
import { fillIn } from "~/lib/fill-in";
import type { Locale } from "~/lib/locale";
import { CURRENCIES } from "~/lib/money";

/** The texts the form's script needs, carried in the page (never in the script). */
export type NotifyFormTexts = {
  /** The page's language: how the amount is typed and how the message writes it. */
  locale: Locale;
  errors: NoticeErrorTexts;
  message: NoticeMessageTexts;
  /** Said once the message is open, before the link that opens it again. */
  opened: string;
  openLinkLabel: string;
  newTabHint: string;
};

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "notify-fund-form": DetailedHTMLProps<
        HTMLAttributes<HTMLElement>,
        HTMLElement
      >;
    }
  }
}

/** The section's id: other parts of the page link to it ("#avise-o-fundo"). */
export const NOTIFY_FUND_SECTION_ID = "avise-o-fundo";

/** The way chosen before the donor chooses one: the first offered. */
const FIRST_WAY: GiftWay = "pix";

type LimitedField = keyof typeof NOTICE_LIMITS;

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";

export type NotifyFundFormProps = React.ComponentProps<"section"> & {
  locale: Locale;
  /** The form's texts in the page's language (doacao-ajuda.yml, `notify`). */
  texts: NotifyTexts;
  /** The amount field's messages, the Pix block's (doacao.yml, `page.give.amountErrors`). */
  amountErrors: AmountErrorTemplates;
  /** The fund's WhatsApp and e-mail, which receive the message. */
  contacts: FundContacts;
  newTabHint: string;
};

/**
 * "Avise o fundo da sua doação": the donor's name, class, how the gift was made (Pix, bank
 * transfer or wire, the US partner), its amount and currency (a Pix's is reais), the day and, for
 * a Pix, its reference (the Pix block above fills amount, class and reference), how to be listed
 * on /doadores, a receipt and its CPF, a tribute, and how to be answered. Nothing goes to a
 * server: its script (./notify-fund-form.astro, which renders it) checks the fields and opens the
 * message in WhatsApp or in the donor's e-mail, to the fund's contacts. Without scripting the form shows no fields: its
 * top says to write to the fund, with the fund's WhatsApp and e-mail as plain links.
 */
export function NotifyFundForm({
  locale,
  texts,
  amountErrors,
  contacts,
  newTabHint,
  className,
  ...props
}: NotifyFundFormProps) {
  const formTexts: NotifyFormTexts = {
    locale,
    errors: { ...texts.errors, amount: amountErrors },
    message: {
      ...texts.message,
      ways: {
        pix: texts.wayPix,
        transfer: texts.wayTransfer,
        partner: texts.wayPartner,
      },
      listings: {
        name: texts.listingByName,
        anonymous: texts.listingAnonymous,
      },
      channels: { whatsapp: texts.channelWhatsapp, email: texts.channelEmail },
      tributes: { memory: texts.tributeMemory, honor: texts.tributeHonor },
    },
    opened: texts.opened,
    openLinkLabel: texts.openLinkLabel,
    newTabHint,
  };
  return (
    <section
      id={NOTIFY_FUND_SECTION_ID}
      aria-labelledby="avise-o-fundo-titulo"
      className={cn("px-4 py-16", className)}
      {...props}
    >
      <div className="mx-auto max-w-6xl">
        <h2
          id="avise-o-fundo-titulo"
          className="text-3xl font-bold text-brand-900"
        >
          {texts.title}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{texts.lead}</p>
        <div className="mt-10 grid items-start gap-8 lg:grid-cols-3">
          <notify-fund-form className="lg:col-span-2">
            <form
              data-fund-whatsapp={contacts.whatsapp}
              data-fund-email={contacts.email}
              data-texts={JSON.stringify(formTexts)}
              noValidate
              className="space-y-6 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-8"
            >
              <div
                data-without-script=""
                className="rounded-md bg-amber-50 p-4 text-amber-950"
              >
                <p>{texts.withoutScript}</p>
                <FundContactList
                  texts={texts.direct}
                  contacts={contacts}
                  newTabHint={newTabHint}
                  className="mt-3"
                />
              </div>
              <div className="space-y-6 noscript:hidden">
                <p className="text-slate-700">{texts.fromPix}</p>
                <TextField
                  name="name"
                  id="aviso-nome"
                  label={texts.nameLabel}
                  hint={texts.nameHint}
                  limit={texts.limit}
                  autoComplete="name"
                  required
                />
                <TextField
                  name="turma"
                  id="aviso-turma"
                  label={texts.classLabel}
                  hint={texts.classHint}
                  limit={texts.limit}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  className="max-w-40"
                />
                <Choices
                  name="way"
                  legend={texts.wayLegend}
                  choices={[
                    [FIRST_WAY, texts.wayPix],
                    ["transfer", texts.wayTransfer],
                    ["partner", texts.wayPartner],
                  ]}
                />
                <TextField
                  name="amount"
                  id="aviso-valor"
                  label={texts.amountLabel}
                  hint={texts.amountHint}
                  limit={texts.limit}
                  inputMode="decimal"
                  autoComplete="off"
                  required
                  className="max-w-60"
                />
                {/* Parts asked only for some ways (`data-for-ways`), hidden by the script for the
                    others: a Pix is in reais, and only a Pix has a reference. */}
                <div data-for-ways="transfer partner" hidden>
                  <label
                    htmlFor="aviso-moeda"
                    className="block font-semibold text-slate-900"
                  >
                    {texts.currencyLabel}
                  </label>
                  <select
                    id="aviso-moeda"
                    name="currency"
                    defaultValue={usualCurrency(FIRST_WAY, locale)}
                    className={cn(inputClass, "max-w-80")}
                  >
                    {CURRENCIES.map((currency) => (
                      <option key={currency} value={currency}>
                        {texts.currencies[currency]}
                      </option>
                    ))}
                  </select>
                </div>
                <Checkbox
                  name="monthly"
                  id="aviso-mensal"
                  label={texts.monthlyLabel}
                />
                <TextField
                  name="date"
                  id="aviso-data"
                  type="date"
                  label={texts.dateLabel}
                  hint={texts.dateHint}
                  required
                  // Tab also reaches the calendar button inside the field, where the field itself
                  // is no longer :focus-visible: the outline follows the focus within.
                  className="max-w-60 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-brand-600"
                />
                <div data-for-ways={FIRST_WAY}>
                  <TextField
                    name="reference"
                    id="aviso-referencia"
                    label={texts.referenceLabel}
                    hint={texts.referenceHint}
                    readOnly
                    className="max-w-80 bg-slate-100 font-mono"
                  />
                </div>
                <Choices
                  name="listing"
                  legend={texts.listingLegend}
                  choices={[
                    ["name", texts.listingByName],
                    ["anonymous", texts.listingAnonymous],
                  ]}
                />
                <Checkbox
                  name="receipt"
                  id="aviso-recibo"
                  label={texts.receiptLabel}
                  hint={texts.receiptHint}
                />
                <TextField
                  name="cpf"
                  id="aviso-cpf"
                  label={texts.cpfLabel}
                  hint={texts.cpfHint}
                  limit={texts.limit}
                  inputMode="numeric"
                  autoComplete="off"
                  className="max-w-60"
                />
                <Choices
                  name="tribute"
                  legend={texts.tributeLegend}
                  choices={[
                    ["none", texts.tributeNone],
                    ["memory", texts.tributeMemory],
                    ["honor", texts.tributeHonor],
                  ]}
                />
                {/* Hidden while "none" is chosen, by CSS: no script needed. */}
                <div className="space-y-6 in-[form:has([name=tribute][value=none]:checked)]:hidden">
                  <TextField
                    name="honoree"
                    id="aviso-homenageado"
                    label={texts.honoreeLabel}
                    limit={texts.limit}
                    autoComplete="off"
                  />
                  <TextField
                    name="tellName"
                    id="aviso-avisar-nome"
                    label={texts.tellNameLabel}
                    hint={texts.tellHint}
                    limit={texts.limit}
                    autoComplete="off"
                  />
                  <TextField
                    name="tellContact"
                    id="aviso-avisar-contato"
                    label={texts.tellContactLabel}
                    limit={texts.limit}
                    autoComplete="off"
                    className="max-w-96"
                  />
                </div>
                <Choices
                  name="channel"
                  legend={texts.channelLegend}
                  choices={[
                    ["whatsapp", texts.channelWhatsapp],
                    ["email", texts.channelEmail],
                  ]}
                />
                {/* Only the chosen channel's field shows, by CSS. */}
                <div className="in-[form:has([name=channel][value=email]:checked)]:hidden">
                  <TextField
                    name="whatsapp"
                    id="aviso-whatsapp"
                    type="tel"
                    label={texts.whatsappLabel}
                    hint={texts.whatsappHint}
                    limit={texts.limit}
                    autoComplete="tel"
                    required
                    className="max-w-80"
                  />
                </div>
                <div className="in-[form:has([name=channel][value=whatsapp]:checked)]:hidden">
                  <TextField
                    name="email"
                    id="aviso-email"
                    type="email"
                    label={texts.emailLabel}
                    hint={texts.emailHint}
                    limit={texts.limit}
                    autoComplete="email"
                    required
                    className="max-w-96"
                  />
                </div>
                <div>
                  <button
                    type="submit"
                    disabled
                    data-awaits-script=""
                    aria-describedby="aviso-enviar-dica"
                    className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 data-awaits-script:invisible"
                  >
                    <Send aria-hidden="true" className="size-5" />
                    {texts.submitLabel}
                  </button>
                  <p
                    id="aviso-enviar-dica"
                    className="mt-2 text-sm text-slate-700"
                  >
                    {texts.submitHint}
                  </p>
                  <p
                    role="status"
                    data-notice-status=""
                    className="mt-4 font-medium text-green-800 empty:hidden"
                  />
                </div>
              </div>
            </form>
          </notify-fund-form>
          <FundContactLinks
            texts={texts.direct}
            contacts={contacts}
            newTabHint={newTabHint}
          />
        </div>
      </div>
    </section>
  );
}

type TextFieldProps = Omit<
  React.ComponentProps<"input">,
  "id" | "name" | "maxLength"
> & {
  id: string;
  name: string;
  label: string;
  hint?: string;
  /** "Até {max} caracteres.": with it, the field takes at most its notice limit and says so. */
  limit?: string;
};

/** A labelled input with its hint, its limit and the place of its error, all read with it. */
function TextField({
  id,
  name,
  label,
  hint,
  limit,
  type = "text",
  className,
  ...props
}: TextFieldProps) {
  const maxLength =
    limit === undefined ? undefined : NOTICE_LIMITS[name as LimitedField];
  const description = [
    hint,
    maxLength && fillIn(limit ?? "", { max: maxLength }),
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      {description && (
        <p id={`${id}-dica`} className="mt-1 text-sm text-slate-700">
          {description}
        </p>
      )}
      <input
        id={id}
        name={name}
        type={type}
        maxLength={maxLength}
        aria-describedby={`${description ? `${id}-dica ` : ""}${id}-erro`}
        className={cn(inputClass, className)}
        {...props}
      />
      <p
        id={`${id}-erro`}
        data-error-for={name}
        className="mt-1 text-sm font-semibold text-red-700 empty:hidden"
      />
    </div>
  );
}

/** A checkbox with its label, and its hint when it has one. */
function Checkbox({
  name,
  id,
  label,
  hint,
}: {
  name: string;
  id: string;
  label: string;
  hint?: string;
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          name={name}
          id={id}
          aria-describedby={hint ? `${id}-dica` : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="font-semibold text-slate-900">
          {label}
        </label>
      </div>
      {hint && (
        <p id={`${id}-dica`} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      )}
    </div>
  );
}

/** Radio buttons in a fieldset; the first is chosen at first. */
function Choices({
  name,
  legend,
  choices,
}: {
  name: string;
  legend: string;
  choices: Array<[value: string, label: string]>;
}) {
  return (
    <fieldset>
      <legend className="font-semibold text-slate-900">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {choices.map(([value, label], index) => (
          <label key={value} className="flex items-center gap-2 text-slate-900">
            <input
              type="radio"
              name={name}
              value={value}
              defaultChecked={index === 0}
              className="size-5 accent-brand-700"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The fund's WhatsApp and e-mail as plain links: they work with or without the script. */
function FundContactLinks({
  texts: direct,
  contacts,
  newTabHint,
}: {
  texts: NotifyTexts["direct"];
  contacts: FundContacts;
  newTabHint: string;
}) {
  return (
    <div className="rounded-lg bg-brand-50 p-6 md:p-8">
      <h3 className="text-xl font-semibold text-brand-900">{direct.title}</h3>
      <p className="mt-2 text-slate-700">{direct.text}</p>
      <FundContactList
        texts={direct}
        contacts={contacts}
        newTabHint={newTabHint}
        className="mt-4"
      />
    </div>
  );
}

function FundContactList({
  texts: direct,
  contacts,
  newTabHint,
  className,
}: {
  texts: NotifyTexts["direct"];
  contacts: FundContacts;
  newTabHint: string;
  className: string;
}) {
  return (
    <ul className={cn("space-y-4", className)}>
      <li>
        <a
          href={whatsappHref(contacts.whatsapp)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-start gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          <MessageCircle aria-hidden="true" className="mt-0.5 size-5" />
          <span>
            {direct.whatsappLabel}: {formatPhone(contacts.whatsapp)}
            <span className="sr-only"> {newTabHint}</span>
          </span>
        </a>
      </li>
      <li>
        <a
          href={mailtoHref(contacts.email)}
          className="inline-flex items-start gap-2 font-semibold break-all text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          <Mail aria-hidden="true" className="mt-0.5 size-5" />
          <span>
            {direct.emailLabel}: {contacts.email}
          </span>
        </a>
      </li>
    </ul>
  );
}
