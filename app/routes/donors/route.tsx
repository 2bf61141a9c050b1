import { useRevalidator } from "react-router";
import type { RouteHandle } from "~/route-handle";
import type { Route } from "./+types/route";
import { ClassEngagementSection } from "./class-engagement-section";
import { DonorTierSection } from "./donor-tier-section";
import { loadDonorSheets } from "./load-donor-sheets";
import { DonateCallToAction } from "~/components/donate-call-to-action";
import { PageHero } from "~/components/page-hero";
import { donorsPage } from "~/content/donors";
import { pageTitle } from "~/content/site";
import { pageMeta } from "~/lib/seo";

export const handle = { hydrate: true } satisfies RouteHandle;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: pageTitle(donorsPage.meta.title),
    description: donorsPage.meta.description,
    path: "/doadores",
  });

// The sheets are read in the browser on every visit; the prerendered page shows HydrateFallback.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadDonorSheets(request.signal);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <>
      <DonorsHero />
      <p
        role="status"
        className="px-4 py-24 text-center text-lg text-slate-700"
      >
        {donorsPage.loading}
      </p>
    </>
  );
}

export default function DonorsPage({ loaderData }: Route.ComponentProps) {
  const { tierGroups, classTotals } = loaderData;
  return (
    <>
      <DonorsHero />
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-16">
        {tierGroups.map((group) => (
          <DonorTierSection
            key={group.tier}
            copy={donorsPage.tiers[group.tier]}
            donors={group.donors}
          />
        ))}
        {classTotals.length > 0 ? (
          <ClassEngagementSection classTotals={classTotals} />
        ) : null}
      </div>
      <DonateCallToAction callToAction={donorsPage.callToAction} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const revalidator = useRevalidator();
  const isRetrying = revalidator.state === "loading";
  return (
    <>
      <DonorsHero />
      <div className="mx-auto max-w-3xl px-4 py-24 text-center">
        <p role="alert" className="text-lg font-semibold text-red-800">
          {donorsPage.errors.prefix}
          {failureReason(error)}
        </p>
        <button
          type="button"
          onClick={() => revalidator.revalidate()}
          disabled={isRetrying}
          aria-busy={isRetrying}
          className="mt-8 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {donorsPage.errors.retry}
        </button>
      </div>
    </>
  );
}

function DonorsHero() {
  return <PageHero title={donorsPage.title} lead={donorsPage.lead} />;
}

/** What follows "Erro ao carregar dados: ": the failure's own message, if it has one. */
function failureReason(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return donorsPage.errors.unknown;
}
