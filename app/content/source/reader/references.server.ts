import { existsSync } from "node:fs";
import { join } from "node:path";
import { shown } from "../problems.ts";
import type { DataFiles } from "./data-files.server.ts";
import type { Reading } from "./reading.server.ts";

/** The statute offered on /quem-somos must be one of the documents listed. */
export function checkStatute(
  reading: Reading,
  documents: DataFiles["documentos"],
) {
  const urls = documents.sections.flatMap((section) =>
    section.documents.map((document) => document.url),
  );
  if (!urls.includes(documents.statuteUrl)) {
    reading.report(
      join(reading.contentDir, "documentos.yml"),
      ["statuteUrl"],
      `${shown(documents.statuteUrl)} não é o endereço (url) de nenhum dos documentos das seções`,
    );
  }
}

/** Documents and logos are files under public/, referenced by their address. */
export function checkPublicFiles(reading: Reading, data: Partial<DataFiles>) {
  const references: [string, PropertyKey[], string][] = [];
  data.documentos?.sections.forEach((section, sectionIndex) =>
    section.documents.forEach((document, documentIndex) =>
      references.push([
        "documentos.yml",
        ["sections", sectionIndex, "documents", documentIndex, "url"],
        document.url,
      ]),
    ),
  );
  if (data.doacao) {
    references.push([
      "doacao.yml",
      ["page", "campaign", "pdfPath"],
      data.doacao.page.campaign.pdfPath,
    ]);
  }
  data["o-ita"]?.companies.logos.forEach((logo, index) =>
    references.push([
      "o-ita.yml",
      ["companies", "logos", index, "src"],
      logo.src,
    ]),
  );
  if (data.parceiros) {
    for (const partner of ["aeita", "itaex"] as const) {
      references.push([
        "parceiros.yml",
        [partner, "mark", "src"],
        data.parceiros[partner].mark.src,
      ]);
    }
  }
  for (const [name, field, address] of references) {
    if (!existsSync(join(reading.publicDir, address))) {
      reading.report(
        join(reading.contentDir, name),
        field,
        `o arquivo '${address}' não existe em ${reading.shownPath(reading.publicDir)}${address.slice(0, address.lastIndexOf("/") + 1)} (confira o nome e a extensão)`,
      );
    }
  }
}
