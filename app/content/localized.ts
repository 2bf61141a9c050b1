// The content of the pages that exist in more than one language, in each language: Portuguese for
// every page, English for the pages of the English section whose files are all written in English
// (source/english-section.ts). A shared component is handed its page's language and reads here.
import type { CollectionEntry } from "astro:content";
import { translatedFile } from "./entries";
import { builtImpact, type Impact } from "./funded-years";
import { portraitPicture } from "./pictures";
import {
  ENGLISH_NOT_FOUND,
  type EnglishPage,
  englishLink,
  englishSection,
  type PageLink,
} from "./source/english-section";
import type { CallToAction, PeopleGroup } from "./source/schema";
import { FILE_COLLECTIONS, type FileCollection } from "./source/site-pages";
import { DEFAULT_LOCALE, HOME_PATHS, LOCALES, type Locale } from "~/lib/locale";

/** What the pages read of a file, once its photos are built: people and impact; the file otherwise. */
type Built = { people: PeopleGroup[]; impact: Impact };

/** The parts of the pages in more than one language, each named after its collection. */
export type LocalizedContent = {
  [Name in FileCollection]: Name extends keyof Built
    ? Built[Name]
    : CollectionEntry<Name>["data"];
};

/** How a file with photos becomes what the pages read. */
const builders: {
  [Name in keyof Built]: (file: CollectionEntry<Name>["data"]) => Promise<Built[Name]>;
} = {
  people: (file) => builtPeople(file.groups),
  impact: builtImpact,
};

/** Every file of `locale` that is written in full, each photo built. */
async function contentOf(locale: Locale): Promise<Partial<LocalizedContent>> {
  const parts = await Promise.all(
    FILE_COLLECTIONS.map(async (name) => {
      const file = await translatedFile(name, locale);
      if (file === undefined) return [];
      // Each builder is keyed by its file's collection, as its type says; the loop cannot follow it.
      const build = (builders as Record<string, (file: unknown) => unknown>)[
        name
      ];
      return [[name, build ? await build(file) : file] as const];
    }),
  );
  return Object.fromEntries(parts.flat());
}

type PeopleFileGroups = NonNullable<
  Awaited<ReturnType<typeof translatedFile<"people">>>
>["groups"];

function builtPeople(groups: PeopleFileGroups): Promise<PeopleGroup[]> {
  return Promise.all(
    groups.map(async (group) => ({
      title: group.title,
      people: await Promise.all(
        group.people.map(async (person) => ({
          ...person,
          photo: await portraitPicture(person.photo),
        })),
      ),
    })),
  );
}

const contents = Object.fromEntries(
  await Promise.all(
    LOCALES.map(async (locale) => [locale, await contentOf(locale)] as const),
  ),
) as Record<Locale, Partial<LocalizedContent>>;

/** The part of a page's content in its language; only a page whose files are complete is built. */
export function localized<Key extends keyof LocalizedContent>(
  locale: Locale,
  key: Key,
): LocalizedContent[Key] {
  const part = contents[locale][key];
  if (part === undefined)
    throw new Error(`content: "${key}" is not written in full in ${locale}`);
  return part;
}

/** The English section as the content allows it: the pages built, the 404 page included. */
export const englishPages: readonly EnglishPage[] = englishSection(
  new Set(
    Object.entries(contents.en)
      .filter(([, part]) => part !== undefined)
      .map(([collection]) => collection),
  ),
).published;

/**
 * The page at `path`, in either language, and its counterpart, by language: when both are
 * published (the not-found pages, which answer any address, have none).
 */
export function languagePaths(
  path: string,
): Readonly<Record<Locale, string>> | undefined {
  const pair = englishPages.find(
    (page) =>
      page !== ENGLISH_NOT_FOUND &&
      (page.path === path || page.counterpart === path),
  );
  return pair && { "pt-BR": pair.counterpart, en: pair.path };
}

/**
 * A call to action written on an English page, leading where the section allows: to its English
 * page, else to the Portuguese one, its label then marked so; to the giving page when it has
 * nowhere to lead.
 */
function englishCallToAction(
  written: CallToAction,
  portugueseOnly: string,
): CallToAction & { hrefLang?: Locale } {
  const link = englishLink(written.href, englishPages) ?? {
    href: "/doacao",
    locale: "pt-BR",
  };
  return link.locale === "en"
    ? { ...written, href: link.href }
    : {
        ...written,
        href: link.href,
        hrefLang: link.locale,
        linkLabel: `${written.linkLabel} ${portugueseOnly}`,
      };
}

// The English calls to action are resolved once, here: they are data, also handed to the donors
// list's island, which cannot read the section. A new object, so that the collection's own entry
// stays as the file says.
if (contents.en.site) {
  const site = contents.en.site;
  const { news, institution } = site.callsToAction;
  const { portugueseOnly } = site.interface;
  contents.en.site = {
    ...site,
    callsToAction: {
      ...site.callsToAction,
      news: englishCallToAction(news, portugueseOnly),
      institution: englishCallToAction(institution, portugueseOnly),
    },
  };
}

/**
 * Where a link written on a page in `locale` leads: on an English page, to a page the build kept,
 * in English when it can, else in Portuguese; undefined when it has nowhere to lead.
 */
export const linkIn = (locale: Locale, href: string): PageLink | undefined =>
  locale === "en" ? englishLink(href, englishPages) : { href, locale };

/** The home page a page in `locale` leads to: its own, or the Portuguese one while it is left out. */
export const homeLink = (locale: Locale): PageLink =>
  linkIn(locale, HOME_PATHS[locale]) ?? {
    href: HOME_PATHS[DEFAULT_LOCALE],
    locale: DEFAULT_LOCALE,
  };

/** Whether the English section has the page at `path`. */
export const isEnglishPage = (path: string) =>
  englishPages.some((page) => page.path === path);

/**
 * The static paths of an English page's file, a rest parameter left empty: the page itself when
 * its content is complete in English, none otherwise, so that it is left out of the section.
 */
export function englishPagePaths(path: string) {
  return isEnglishPage(path) ? [{ params: { page: undefined } }] : [];
}
