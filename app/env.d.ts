interface ImportMetaEnv {
  /** Public base URL of the site, from SITE_URL at build time (vite.config.ts). */
  readonly SITE_URL: string;
  /** Published CSV of the donors sheet; defaults to the sample in public/data/. */
  readonly VITE_DONORS_CSV_URL?: string;
  /** Published CSV of the class-totals sheet; defaults to the sample in public/data/. */
  readonly VITE_CLASSES_CSV_URL?: string;
}

declare module "virtual:islands" {
  /** Each island's script address, by name (`app/islands/<name>.island.ts(x)`). */
  const islandAddresses: Readonly<Record<string, string>>;
  export default islandAddresses;
}
