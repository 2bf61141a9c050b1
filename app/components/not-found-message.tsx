import { notFoundPage } from "~/content/not-found";

/** The not-found screen: '404', 'Oops! Page not found' and the way back home. */
export function NotFoundMessage() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-brand-900">
        <span className="block text-7xl font-bold tracking-tight md:text-8xl">
          {notFoundPage.code}
        </span>{" "}
        <span lang="en" className="mt-4 block text-2xl text-slate-700">
          {notFoundPage.message}
        </span>
      </h1>
      <a
        href="/"
        lang="en"
        className="mt-10 inline-block rounded-md bg-gold-400 px-6 py-3 font-semibold text-brand-900 hover:bg-gold-300"
      >
        {notFoundPage.homeLinkLabel}
      </a>
    </section>
  );
}
