import { site } from "~/content/site";

export function SiteFooter() {
  return (
    <footer className="bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-2">
        <div>
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="mt-3 max-w-md text-sm leading-relaxed">
            {site.description}
          </p>
        </div>
        <div className="md:text-right">
          <h2 className="font-semibold text-white">Fale com a gente</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a
                href={site.linkedinUrl}
                className="underline-offset-4 hover:underline"
                rel="noopener noreferrer"
                target="_blank"
              >
                LinkedIn do {site.name}
              </a>
            </li>
            <li>
              <a
                href={site.whatsappUrl}
                className="underline-offset-4 hover:underline"
                rel="noopener noreferrer"
                target="_blank"
              >
                Converse pelo WhatsApp
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-brand-800 py-4 text-center text-sm">
        <p>
          ©{" "}
          {/* The year of the build: every change, and every New Year, builds the site again. */}
          <span>{new Date().getFullYear()}</span> {site.copyrightHolder}. Todos
          os direitos reservados.
        </p>
      </div>
    </footer>
  );
}
