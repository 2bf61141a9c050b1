import { cn } from "~/lib/cn";

type PageHeroProps = React.ComponentProps<"section"> & {
  title: string;
  lead?: string;
  /** Small line above the title, e.g. the section name. */
  eyebrow?: string;
  /** Less height, for a screen whose first block must show on a phone's first screenful. */
  isCompact?: boolean;
};

/** The dark band that opens every screen, holding its one `<h1>`. */
export function PageHero({
  title,
  lead,
  eyebrow,
  isCompact = false,
  className,
  children,
  ...props
}: PageHeroProps) {
  return (
    <section
      className={cn(
        "bg-brand-900 px-4 text-white",
        isCompact ? "py-6 md:py-12" : "py-16 md:py-20",
        className,
      )}
      {...props}
    >
      <div className="mx-auto max-w-6xl text-center">
        {eyebrow ? (
          <p
            className={cn(
              "text-sm font-semibold tracking-wide text-gold-300 uppercase",
              isCompact && "max-md:sr-only",
            )}
          >
            {eyebrow}
          </p>
        ) : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance md:text-5xl">
          {title}
        </h1>
        {lead ? (
          <p className="mx-auto mt-4 max-w-3xl text-lg text-pretty text-brand-100 md:text-xl">
            {lead}
          </p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
