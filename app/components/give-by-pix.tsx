import { CalendarSync, QrCode } from "lucide-react";
import { CopyButton } from "~/components/copy-button";
import type { DonationPage } from "~/content/donation";
import {
  type AmountErrorTexts,
  amountErrorMessages,
} from "~/lib/donation-amount";
import type { Locale } from "~/lib/locale";
import { formatDonationAmount } from "~/lib/money";
import type { PixReceiver } from "~/lib/pix-gift";

/** The block's heading id: other pages link to it ("/doacao#doe-por-pix"). */
export const GIVE_BY_PIX_ID = "doe-por-pix";
/**
 * What follows the block's first screen (the amounts, the code and its copy button): the QR code's
 * toggle on a phone.
 */
export const PIX_FIRST_SCREEN_END = "mostrar-qr-code";

/** The page texts the block shows (doacao.yml of the page's language, `page`). */
export type GiveByPixTexts = Pick<
  DonationPage,
  "give" | "copyPaste" | "qrCode" | "monthly"
>;

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "give-by-pix": DetailedHTMLProps<
        HTMLAttributes<HTMLElement>,
        HTMLElement
      >;
    }
  }
}

export type GiveByPixProps = React.ComponentProps<"section"> & {
  /** The page's language: its texts, and how amounts are typed and written. */
  locale: Locale;
  texts: GiveByPixTexts;
  /** Today's code, with no amount: what the page shows until the donor chooses. */
  pixPayload: string;
  /** The QR code of `pixPayload`, as a `data:` URL. */
  qrCodeImage: string;
  /** What the block's script needs to make the code of the donor's choice. */
  receiver: PixReceiver;
  /** Where the link offered after a copy leads: the form that tells the fund of the gift. */
  notifyHref: string;
};

/**
 * The donation itself, first on a phone: amount, once or every month, and class, the Pix Copia e
 * Cola code with its copy button, and its QR code (beside the code from `md` up, behind "Mostrar
 * QR Code" below), then how to schedule a monthly gift in the bank app.
 * Its script (./give-by-pix.astro, which renders it) makes the code of the donor's choice; without
 * JavaScript the open-amount code, its QR code, the monthly steps and the bank data below still
 * let anyone give.
 */
export function GiveByPix({
  locale,
  texts,
  pixPayload,
  qrCodeImage,
  receiver,
  notifyHref,
  ...props
}: GiveByPixProps) {
  const { give, copyPaste, qrCode, monthly } = texts;
  const amountErrors: AmountErrorTexts = amountErrorMessages(
    give.amountErrors,
    locale,
  );
  return (
    <section
      aria-labelledby={GIVE_BY_PIX_ID}
      className="px-4 py-6 md:py-12"
      {...props}
    >
      <give-by-pix
        data-key={receiver.key}
        data-merchant-name={receiver.merchantName}
        data-merchant-city={receiver.merchantCity}
        data-fund-name={receiver.fundName}
        data-locale={locale}
        data-amount-summary={give.amountSummary}
        data-open-amount={give.openAmount}
        data-class-summary={give.classSummary}
        data-class-error={give.classError}
        data-monthly-summary={give.frequency.monthly}
        data-amount-needed={give.frequency.amountNeeded}
        data-unfinished={give.unfinished}
        data-amount-errors={JSON.stringify(amountErrors)}
        className="group/gift mx-auto grid max-w-6xl gap-x-10 gap-y-4 rounded-lg p-4 shadow-sm ring-1 ring-slate-200 md:grid-cols-[minmax(0,1fr)_auto] md:p-8"
      >
        <div className="min-w-0">
          <h2
            id={GIVE_BY_PIX_ID}
            className="text-xl font-bold text-brand-900 md:text-2xl"
          >
            {give.title}
          </h2>
          <GiftChoice texts={give} locale={locale} />
          {/* Beside the QR code's title from md up; on a phone it would only push the button down. */}
          <h3 className="mt-6 text-lg font-semibold text-brand-900 max-md:sr-only">
            {copyPaste.title}
          </h3>
          <p
            role="status"
            data-gift-summary=""
            className="mt-4 text-sm font-semibold text-slate-900"
          >
            {give.amountSummary}: {give.openAmount}
          </p>
          <code
            id="pix-copia-e-cola"
            data-pix-code=""
            className="mt-2 block rounded-md bg-slate-100 p-3 font-mono text-xs leading-relaxed break-all text-slate-900 group-data-stale/gift:invisible md:text-sm"
          >
            {pixPayload}
          </code>
          <CopyButton
            className="mt-3"
            text={pixPayload}
            label={copyPaste.buttonLabel}
            copiedMessage={copyPaste.copied}
            refusedMessage={copyPaste.refused}
            fallbackTargetId="pix-copia-e-cola"
            nextStep={{
              href: notifyHref,
              label: give.notifyLink,
            }}
          />
          <p className="mt-2 text-sm text-slate-700">{copyPaste.hint}</p>
          <details
            id={PIX_FIRST_SCREEN_END}
            className="mt-4 rounded-md ring-1 ring-slate-200 md:hidden"
          >
            <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 font-semibold text-brand-700">
              <QrCode aria-hidden="true" className="size-5" />
              {give.showQrCode}
            </summary>
            <PixQrImage
              src={qrCodeImage}
              texts={qrCode}
              className="px-4 pb-4"
            />
          </details>
          <MonthlySteps texts={monthly} />
          <p className="mt-6 text-sm text-pretty text-slate-600">
            {give.promise}
          </p>
        </div>
        <div className="hidden md:block">
          <h3 className="flex items-center gap-2 text-lg font-semibold text-brand-900">
            <QrCode aria-hidden="true" className="size-5 text-brand-600" />
            {qrCode.title}
          </h3>
          <PixQrImage src={qrCodeImage} texts={qrCode} className="mt-4" />
        </div>
      </give-by-pix>
    </section>
  );
}

/**
 * The choice of amount and class, painted with the page: a choice made before the script runs
 * counts once it does. With scripting off, where choosing would change nothing, it takes no room.
 */
function GiftChoice({
  texts: give,
  locale,
}: {
  texts: GiveByPixTexts["give"];
  locale: Locale;
}) {
  const amounts = give.amounts.map((reais) => Math.round(reais * 100));
  return (
    <div
      data-gift-choice=""
      className="mt-4 grid grid-cols-2 gap-3 noscript:hidden"
    >
      {/* Its legend is read, not shown: the two choices say what they choose between. */}
      <fieldset className="col-span-2">
        <legend className="sr-only">{give.frequency.legend}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(["once", "monthly"] as const).map((frequency) => (
            <ChoiceLabel key={frequency}>
              <input
                type="radio"
                name="frequencia"
                value={frequency}
                defaultChecked={frequency === "once"}
                data-monthly={frequency === "monthly" ? "" : undefined}
                className={CHOICE_INPUT}
              />
              {give.frequency[frequency]}
            </ChoiceLabel>
          ))}
        </div>
      </fieldset>
      <fieldset className="col-span-2">
        <legend className="text-sm font-semibold text-slate-900">
          {give.amountsLegend}
        </legend>
        <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
          {amounts.map((cents) => (
            <ChoiceLabel key={cents}>
              <input
                type="radio"
                name="valor"
                value={cents}
                className={CHOICE_INPUT}
              />
              {formatDonationAmount(cents, locale)}
            </ChoiceLabel>
          ))}
        </div>
      </fieldset>
      <TextField
        id="outro-valor"
        label={give.otherAmountLabel}
        prefix="R$"
        inputMode="decimal"
        autoComplete="transaction-amount"
        data-other-amount=""
      />
      <TextField
        id="sua-turma"
        label={give.classLabel}
        hint={give.classHint}
        autoCapitalize="characters"
        maxLength={20}
        data-class-id=""
      />
    </div>
  );
}

/** A radio's input drawn as the whole of its label, which the choice fills. */
const CHOICE_INPUT =
  "absolute inset-0 cursor-pointer appearance-none rounded-md";

/** One choice of a group of radios, shown as a button that is filled when chosen. */
function ChoiceLabel({ children }: { children: React.ReactNode }) {
  return (
    <label className="relative flex min-h-11 items-center justify-center rounded-md px-2 font-semibold whitespace-nowrap text-brand-900 ring-1 ring-slate-300 has-checked:bg-brand-700 has-checked:text-white has-checked:ring-brand-700">
      {children}
    </label>
  );
}

/**
 * How to schedule the gift every month in the bank app (a recurring scheduled Pix), and the
 * fund's card or boleto subscription when content names one. Closed until the donor chooses to
 * give every month; without JavaScript, one tap opens it.
 */
function MonthlySteps({ texts }: { texts: GiveByPixTexts["monthly"] }) {
  return (
    <details
      data-monthly-steps=""
      className="mt-4 rounded-md ring-1 ring-slate-200"
    >
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 font-semibold text-brand-700">
        <CalendarSync aria-hidden="true" className="size-5" />
        {texts.title}
      </summary>
      <div className="px-4 pb-4 text-sm text-slate-700">
        <p>{texts.lead}</p>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          {texts.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {texts.providers.map((provider) => (
          <p key={provider.url} className="mt-3">
            <a
              href={provider.url}
              className="font-semibold text-brand-700 underline hover:text-brand-900"
            >
              {provider.label}
            </a>
          </p>
        ))}
      </div>
    </details>
  );
}

type TextFieldProps = React.ComponentProps<"input"> & {
  id: string;
  label: string;
  /** Shown under the field and read with it. */
  hint?: string;
  /** A unit written before the field, e.g. "R$". */
  prefix?: string;
};

/** A labelled text field with its hint and the place where the script writes its error. */
function TextField({ id, label, hint, prefix, ...props }: TextFieldProps) {
  const hintId = `${id}-dica`;
  const errorId = `${id}-erro`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        {label}
      </label>
      <div className="mt-1 flex min-h-11 items-center rounded-md ring-1 ring-slate-400 focus-within:ring-2 focus-within:ring-brand-600 has-aria-invalid:ring-2 has-aria-invalid:ring-red-700">
        {prefix ? (
          <span aria-hidden="true" className="pl-3 text-slate-700">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          type="text"
          spellCheck={false}
          aria-describedby={hint ? `${hintId} ${errorId}` : errorId}
          className="min-w-0 flex-1 rounded-md bg-transparent px-3 py-2 text-slate-900"
          {...props}
        />
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <p
        id={errorId}
        data-field-error=""
        className="mt-1 text-sm font-medium text-red-800 empty:hidden"
      />
    </div>
  );
}

function PixQrImage({
  src,
  texts: qrCode,
  className,
}: {
  src: string;
  texts: GiveByPixTexts["qrCode"];
  className?: string;
}) {
  return (
    <div className={className}>
      <img
        src={src}
        data-pix-qr=""
        alt={qrCode.alt}
        width={256}
        height={256}
        className="mx-auto size-64 group-data-stale/gift:invisible"
      />
      <p className="mt-3 max-w-64 text-center text-sm text-slate-700">
        {qrCode.hint}
      </p>
    </div>
  );
}
