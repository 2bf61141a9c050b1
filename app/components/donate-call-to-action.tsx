import type { CallToAction } from "~/content/calls-to-action";

/**
 * The closing band that sends a visitor to the donation page. An English page's leads where the
 * English section allows (app/content/localized.ts), a page in Portuguese marked so.
 */
export function DonateCallToAction({
  callToAction,
}: {
  callToAction: CallToAction & { hrefLang?: string };
}) {
  return (
    <section className="bg-brand-50 px-4 py-16">
      <div className="mx-auto max-w-6xl text-center">
        <h2 className="text-2xl font-bold text-brand-900 md:text-3xl">
          {callToAction.title}
        </h2>
        <p className="mx-auto mt-4 max-w-3xl text-slate-700">
          {callToAction.text}
        </p>
        <a
          href={callToAction.href}
          hrefLang={callToAction.hrefLang}
          className="mt-8 inline-block rounded-md bg-gold-400 px-6 py-3 font-semibold text-brand-900 hover:bg-gold-300"
        >
          {callToAction.linkLabel}
        </a>
      </div>
    </section>
  );
}
