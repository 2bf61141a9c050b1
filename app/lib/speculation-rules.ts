/**
 * Asks browsers that support the Speculation Rules API to prerender a page of the site as soon as
 * the visitor shows intent (hovering or pressing a link), so that following it is instant even
 * on pages without scripts. Files (documents, images, the feed) are left out; no public page
 * links to the web editor. Other browsers ignore the element and load the small HTML page as usual.
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: {
        and: [{ href_matches: "/*" }, { not: { href_matches: "/*.*" } }],
      },
      eagerness: "moderate",
    },
  ],
});
