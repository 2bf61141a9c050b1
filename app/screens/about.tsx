import { CheckCircle2, Download } from "lucide-react";
import { useId } from "react";
import { DonateCallToAction } from "~/components/donate-call-to-action";
import { LargeGiftsSection } from "~/components/large-gifts-contact";
import { PageHero } from "~/components/page-hero";
import type { GovernanceBody, GovernanceLevel } from "~/content/about";
import { documentLanguage, statuteOf } from "~/content/documents";
import { localized } from "~/content/localized";
import {
  personPhotoAlt,
  turmaLabel,
  type PeopleGroup,
  type Person,
  type PersonCardWords,
} from "~/content/people";
import { pageTitle } from "~/content/site";
import { pathIn } from "~/content/source/english-section";
import type { About } from "~/content/source/schema";
import { cn } from "~/lib/cn";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locale";
import { type HeadTag, pageMeta } from "~/head/seo";

export function head(locale: Locale): HeadTag[] {
  const { meta } = localized(locale, "about");
  return pageMeta({
    title: pageTitle(meta.title),
    description: meta.description,
    path: pathIn(locale, "/quem-somos"),
    locale,
  });
}

export function AboutPage({ locale }: { locale: Locale }) {
  const about = localized(locale, "about");
  const { callsToAction } = localized(locale, "site");
  return (
    <>
      <PageHero
        eyebrow={about.hero.eyebrow}
        title={about.hero.title}
        lead={about.hero.lead}
      />
      <HistorySection history={about.history} />
      <GovernanceSection governance={about.governance} locale={locale} />
      <section className="mx-auto box-content max-w-6xl px-4 py-16">
        <h2 className="text-center text-3xl font-bold text-brand-900">
          {about.people.title}
        </h2>
        <p className="mt-4 text-center text-lg text-slate-700">
          {about.people.lead}
        </p>
        {localized(locale, "people").map((group) => (
          <PeopleGrid key={group.title} group={group} words={about.people} />
        ))}
      </section>
      <LargeGiftsSection locale={locale} className="bg-slate-50" />
      <DonateCallToAction callToAction={callsToAction.institution} />
    </>
  );
}

function HistorySection({ history }: { history: About["history"] }) {
  return (
    <section className="mx-auto box-content grid max-w-6xl gap-10 px-4 py-16 lg:grid-cols-[3fr_2fr]">
      <div>
        <h2 className="text-3xl font-bold text-brand-900">{history.title}</h2>
        {history.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg text-slate-700">
            {paragraph}
          </p>
        ))}
      </div>
      <ul className="space-y-4 self-center rounded-lg bg-brand-50 p-6">
        {history.principles.map((principle) => (
          <li
            key={principle}
            className="flex gap-3 font-semibold text-brand-900"
          >
            <CheckCircle2
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-brand-600"
            />
            {principle}
          </li>
        ))}
      </ul>
    </section>
  );
}

function GovernanceSection({
  governance,
  locale,
}: {
  governance: About["governance"];
  locale: Locale;
}) {
  // The statute's address and language are facts of the Portuguese file: the page needs no
  // translation of the documents' titles.
  const statute = statuteOf(localized(DEFAULT_LOCALE, "documents"));
  const { hrefLang, note } = documentLanguage(statute, locale);
  const label = note
    ? `${governance.statuteLabel} ${note}`
    : governance.statuteLabel;
  return (
    <section className="bg-slate-50 px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 className="text-center text-3xl font-bold text-brand-900">
          {governance.title}
        </h2>
        <p className="mx-auto mt-4 max-w-3xl text-center text-lg text-slate-700">
          {governance.lead}
        </p>
        <ol aria-label={governance.chartLabel} className="mt-10">
          {governance.levels.map((level, index) => (
            <GovernanceRow
              key={level.body.name}
              level={level}
              isFirst={index === 0}
              isLast={index === governance.levels.length - 1}
            />
          ))}
        </ol>
        <p className="mt-10 text-center">
          <a
            href={statute.url}
            hrefLang={hrefLang}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} ${governance.statuteHint}`}
            className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            <Download aria-hidden="true" className="size-5" />
            {label}
          </a>
        </p>
      </div>
    </section>
  );
}

/**
 * A row of the chart: the body in the chain of command, and the one beside it. The chain is one
 * solid line: down the left edge on phones, with the body beside hanging off it by a dashed
 * branch; down the middle column on wider screens, with the body beside in the right column.
 * The `data-chart` marks let the browser test measure that every line meets its boxes.
 */
function GovernanceRow({
  level,
  isFirst,
  isLast,
}: {
  level: GovernanceLevel;
  isFirst: boolean;
  isLast: boolean;
}) {
  return (
    <li className="md:grid md:grid-cols-[1fr_minmax(0,22rem)_1fr] md:items-center">
      {isFirst ? null : (
        <ChainLine className="ml-6 h-8 md:col-start-2 md:mx-auto" />
      )}
      <div className="md:col-start-2 md:flex md:flex-col md:self-stretch">
        {/* On wider screens a taller body beside stretches the row: the chain runs on. */}
        <ChainLine
          hidden={isFirst}
          className="hidden flex-1 self-center md:block"
        />
        <GovernanceCard body={level.body} tone="chain" />
        <ChainLine
          hidden={isLast}
          className="hidden flex-1 self-center md:block"
        />
      </div>
      {level.beside ? (
        <div className="relative ml-6 flex items-center pt-4 md:ml-0 md:pt-0">
          <ChainLine
            className={cn(
              "absolute top-0 left-0 md:hidden",
              // The last row's line ends at the branch.
              isLast ? "h-[calc(50%+0.5rem)]" : "bottom-0",
            )}
          />
          <div
            aria-hidden="true"
            data-chart="branch-line"
            className="h-0.5 w-4 shrink-0 border-t-2 border-dashed border-brand-600 md:w-6"
          />
          <GovernanceCard
            body={level.beside}
            tone="beside"
            className="min-w-0 flex-1"
          />
        </div>
      ) : null}
    </li>
  );
}

/** A stretch of the chain of command; `hidden` keeps its room without drawing it. */
function ChainLine({
  className,
  hidden = false,
}: {
  className: string;
  hidden?: boolean;
}) {
  return (
    <div
      aria-hidden="true"
      data-chart={hidden ? undefined : "chain-line"}
      className={cn("w-0.5", hidden ? null : "bg-brand-600", className)}
    />
  );
}

// The chain of command is drawn dark; the bodies beside it, light.
const cardTones = {
  chain: {
    card: "bg-brand-900 shadow-sm",
    name: "text-white",
    relation: "text-gold-300",
    description: "text-brand-100",
  },
  beside: {
    card: "bg-white ring-1 ring-slate-300",
    name: "text-brand-900",
    relation: "text-brand-700",
    description: "text-slate-700",
  },
};

function GovernanceCard({
  body,
  tone,
  className,
}: {
  body: GovernanceBody;
  tone: keyof typeof cardTones;
  className?: string;
}) {
  const colours = cardTones[tone];
  return (
    <article
      data-chart={`${tone}-body`}
      className={cn("rounded-lg p-5", colours.card, className)}
    >
      <h3 className={cn("text-lg font-bold", colours.name)}>{body.name}</h3>
      {body.relation ? (
        <p className={cn("mt-1 text-sm font-semibold", colours.relation)}>
          {body.relation}
        </p>
      ) : null}
      <p className={cn("mt-2", colours.description)}>{body.description}</p>
    </article>
  );
}

function PeopleGrid({
  group,
  words,
}: {
  group: PeopleGroup;
  words: PersonCardWords;
}) {
  const headingId = useId();
  return (
    <div className="mt-12">
      <h3
        id={headingId}
        className="text-center text-2xl font-semibold text-brand-900"
      >
        {group.title}
      </h3>
      <ul
        aria-labelledby={headingId}
        className="mt-6 flex flex-wrap justify-center gap-4 sm:gap-6"
      >
        {group.people.map((person) => (
          <PersonCard key={person.name} person={person} words={words} />
        ))}
      </ul>
    </div>
  );
}

function PersonCard({
  person,
  words,
}: {
  person: Person;
  words: PersonCardWords;
}) {
  return (
    <li className="flex w-[calc(50%-0.5rem)] flex-col items-center rounded-lg bg-white p-4 text-center shadow-sm ring-1 ring-slate-200 sm:w-52 sm:p-6">
      <img
        src={person.photo.src}
        alt={personPhotoAlt(words, person)}
        width={person.photo.width}
        height={person.photo.height}
        loading="lazy"
        decoding="async"
        className="size-24 rounded-full object-cover sm:size-28"
      />
      <p className="mt-4 font-semibold text-brand-900">{person.name}</p>
      <p className="mt-1 text-sm text-slate-700">{person.role}</p>
      {person.turma ? (
        <p className="mt-3 rounded-full bg-brand-50 px-3 py-0.5 text-sm font-semibold text-brand-700">
          {turmaLabel(words, person.turma)}
        </p>
      ) : null}
    </li>
  );
}
