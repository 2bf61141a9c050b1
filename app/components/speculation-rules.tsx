/**
 * Asks browsers that support the Speculation Rules API to prerender a page of the site as soon as
 * the visitor shows intent (hovering or pressing a link), so that following it is instant even
 * on pages without scripts. Files (documents, images, the feed) are left out; no public page
 * links to the web editor.
 * Other browsers ignore the element and load the small HTML page as usual.
 */
const rules = {
  prerender: [
    {
      where: {
        and: [{ href_matches: "/*" }, { not: { href_matches: "/*.*" } }],
      },
      eagerness: "moderate",
    },
  ],
};

export function SpeculationRules() {
  return (
    <script
      type="speculationrules"
      // Data, not code: the JSON the browser reads; the build hashes it into the page's policy.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(rules) }}
    />
  );
}
