interface ImportMetaEnv {
  /** Public base URL of the site, from SITE_URL at build time (astro.config.ts). */
  readonly SITE_URL: string;
  /** Published CSV of the donors sheet; defaults to the sample in public/data/. */
  readonly VITE_DONORS_CSV_URL?: string;
  /** Published CSV of the class-totals sheet; defaults to the sample in public/data/. */
  readonly VITE_CLASSES_CSV_URL?: string;
}
