import {
  Bot,
  Briefcase,
  CarFront,
  ChessKnight,
  Drone,
  HeartPulse,
  type LucideIcon,
  Mountain,
  PlaneTakeoff,
  Quote,
  Rocket,
  Satellite,
  Shield,
  Sigma,
} from "lucide-react";
import { CardIcon } from "~/components/card-icon";
import { DonateCallToAction } from "~/components/donate-call-to-action";
import { PageHero } from "~/components/page-hero";
import { StatList } from "~/components/stat-list";
import { institutionCallToAction } from "~/content/calls-to-action";
import {
  type InitiativeId,
  type PartnerIdentity,
  partners,
  type TechnicalInitiative,
  type Testimonial,
} from "~/content/partners";
import { pageTitle } from "~/content/site";
import { type HeadTag, pageMeta } from "~/head/seo";

export const head = (): HeadTag[] =>
  pageMeta({
    title: pageTitle(partners.meta.title),
    description: partners.meta.description,
    path: "/parceiros",
  });

export function PartnersPage() {
  return (
    <>
      <PageHero
        eyebrow={partners.hero.eyebrow}
        title={partners.hero.title}
        lead={partners.hero.lead}
      />
      <AeitaSection aeita={partners.aeita} />
      <ItaexSection itaex={partners.itaex} />
      <DonateCallToAction callToAction={institutionCallToAction} />
    </>
  );
}

function AeitaSection({ aeita }: { aeita: typeof partners.aeita }) {
  return (
    <section aria-labelledby="aeita" className="px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <PartnerHeader id="aeita" association={aeita} />
        <div className="mt-10 grid gap-10 lg:grid-cols-2">
          <TextBlock title={partners.missionTitle} text={aeita.mission} />
          <TextBlock
            title={aeita.scholarship.title}
            text={aeita.scholarship.text}
          />
        </div>
        <div className="mt-10">
          <StatList stats={aeita.scholarship.figures} />
        </div>
        <TestimonialQuote testimonial={aeita.testimonial} />
      </div>
    </section>
  );
}

function ItaexSection({ itaex }: { itaex: typeof partners.itaex }) {
  return (
    <section aria-labelledby="itaex" className="bg-slate-50 px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <PartnerHeader id="itaex" association={itaex} />
        <div className="mt-10 max-w-3xl">
          <TextBlock title={partners.missionTitle} text={itaex.mission} />
        </div>
        <section aria-labelledby="atividades" className="mt-10">
          <h3 id="atividades" className="text-xl font-semibold text-brand-900">
            {itaex.activitiesTitle}
          </h3>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {itaex.activities.map((activity) => (
              <li
                key={activity.title}
                className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
              >
                <CardIcon
                  name={activity.icon}
                  className="size-8 text-brand-600"
                />
                <h4 className="mt-4 text-lg font-semibold text-brand-900">
                  {activity.title}
                </h4>
                <p className="mt-2 text-slate-700">{activity.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <InitiativesGrid
          title={itaex.initiativesTitle}
          items={itaex.initiatives}
        />
      </div>
    </section>
  );
}

/** Mark, acronym (the `<h2>` with this id, naming the section) and full name. */
function PartnerHeader({
  id,
  association,
}: {
  id: string;
  association: PartnerIdentity;
}) {
  const { mark, legalForm } = association;
  return (
    <div className="flex items-center gap-5">
      <img
        src={mark.src}
        alt={mark.alt}
        width={mark.width}
        height={mark.height}
        className="size-16 shrink-0 md:size-20"
      />
      <div>
        <h2 id={id} className="text-3xl font-bold text-brand-900">
          {association.acronym}
        </h2>
        <p className="mt-1 text-lg text-slate-700">{association.name}</p>
        {legalForm ? (
          <p className="mt-2 inline-block rounded-full bg-gold-300 px-3 py-0.5 text-sm font-semibold text-brand-900">
            {legalForm}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function TextBlock({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <h3 className="text-xl font-semibold text-brand-900">{title}</h3>
      <p className="mt-3 text-lg text-slate-700">{text}</p>
    </div>
  );
}

function TestimonialQuote({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="mx-auto mt-12 max-w-3xl rounded-lg bg-brand-900 p-8 text-white shadow-sm md:p-10">
      <Quote aria-hidden="true" className="size-10 text-gold-400" />
      <blockquote className="mt-4 text-lg text-pretty md:text-xl">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-6">
        <span className="block font-semibold text-gold-300">
          {testimonial.author}
        </span>
        <span className="block text-brand-100">{testimonial.detail}</span>
      </figcaption>
    </figure>
  );
}

const initiativeIcons: Record<InitiativeId, LucideIcon> = {
  robotics: Bot,
  evtol: Drone,
  rockets: Rocket,
  cubesat: Satellite,
  biorobotics: HeartPulse,
  formula: CarFront,
  aerodesign: PlaneTakeoff,
  baja: Mountain,
  chess: ChessKnight,
  math: Sigma,
  "junior-consultancy": Briefcase,
  "defence-studies": Shield,
};

function InitiativesGrid({
  title,
  items,
}: {
  title: string;
  items: TechnicalInitiative[];
}) {
  return (
    <section aria-labelledby="iniciativas" className="mt-12">
      <h3 id="iniciativas" className="text-xl font-semibold text-brand-900">
        {title}
      </h3>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((initiative) => {
          const Icon = initiativeIcons[initiative.id];
          return (
            <li
              key={initiative.id}
              className="flex gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200"
            >
              <Icon
                aria-hidden="true"
                className="mt-0.5 size-6 shrink-0 text-brand-600"
              />
              <div>
                <h4 className="font-semibold text-brand-900">
                  {initiative.name}
                </h4>
                <p className="mt-1 text-sm text-slate-700">
                  {initiative.description}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
