import { type About, aboutSchema } from "./about.ts";
import { type Abroad, abroadSchema } from "./abroad.ts";
import { type Campaign, campaignSchema } from "./campaign.ts";
import { type Documents, documentsSchema } from "./documents.ts";
import { type Donation, donationSchema } from "./donation.ts";
import { type DonationHelp, donationHelpSchema } from "./donation-help.ts";
import { type DonorsPage, donorsPageSchema } from "./donors-page.ts";
import { type Figures, figuresSchema } from "./figures.ts";
import { type Home, homeSchema } from "./home.ts";
import { type Institute, instituteSchema } from "./institute.ts";
import {
  type CheckedNewsArticle,
  type NewsTexts,
  newsTextsSchema,
} from "./news.ts";
import { type NotFound, notFoundSchema } from "./not-found.ts";
import { type Partners, partnersSchema } from "./partners.ts";
import { type Privacy, privacySchema } from "./privacy.ts";
import {
  type PlannedGiving,
  plannedGivingSchema,
} from "./planned-giving.ts";
import { type ImpactFile, impactSchema } from "./impact.ts";
import { type PeopleFile, peopleSchema } from "./people.ts";
import { type SiteData, siteSchema } from "./site.ts";

/** Every data file under content/, by its name, with the schema it must follow. */
export const dataFileSchemas = {
  "site.yml": siteSchema,
  "inicio.yml": homeSchema,
  "numeros.yml": figuresSchema,
  "o-ita.yml": instituteSchema,
  "quem-somos.yml": aboutSchema,
  "pessoas.yml": peopleSchema,
  "documentos.yml": documentsSchema,
  "parceiros.yml": partnersSchema,
  "doacao.yml": donationSchema,
  "doacao-ajuda.yml": donationHelpSchema,
  "doacao-exterior.yml": abroadSchema,
  "noticias.yml": newsTextsSchema,
  "privacidade.yml": privacySchema,
  "legados.yml": plannedGivingSchema,
  "impacto.yml": impactSchema,
  "doadores.yml": donorsPageSchema,
  "campanha.yml": campaignSchema,
  "pagina-nao-encontrada.yml": notFoundSchema,
} as const;

/** Everything under content/, as the content check reads it (the tests read it too). */
export type Content = {
  site: SiteData;
  home: Home;
  figures: Figures;
  institute: Institute;
  about: About;
  peopleGroups: PeopleFile["groups"];
  documents: Documents;
  partners: Partners;
  donation: Donation;
  donationHelp: DonationHelp;
  abroad: Abroad;
  newsTexts: NewsTexts;
  privacy: Privacy;
  plannedGiving: PlannedGiving;
  impact: ImpactFile;
  donorsPage: DonorsPage;
  campaign: Campaign;
  notFound: NotFound;
  /** Newest first. */
  newsArticles: CheckedNewsArticle[];
  /** Each article's body as HTML, by id; apart so that pages listing the news do not carry them. */
  newsArticleBodies: Record<number, string>;
};
