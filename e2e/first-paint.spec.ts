// What the first frame of every page waits for, read from the pages as the server hands them out,
// without a browser: the tests come from @playwright/test itself.
import { expect, test } from "@playwright/test";
import { type DefaultTreeAdapterTypes, parse } from "parse5";
import { allRoutes } from "./site-routes";

type Element = DefaultTreeAdapterTypes.Element;

/** Every element under `node`, in document order. */
function elementsOf(node: DefaultTreeAdapterTypes.ParentNode): Element[] {
  return node.childNodes.flatMap((child) =>
    "tagName" in child ? [child, ...elementsOf(child)] : [],
  );
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

for (const route of allRoutes) {
  test(`${route}: the first frame waits until the main content is parsed`, async ({
    request,
  }) => {
    const document = parse(await (await request.get(route)).text());
    const elements = elementsOf(document);
    const head = elements.find((element) => element.tagName === "head");
    expect(head, "the page has a <head>").toBeDefined();
    const expectLinks = elementsOf(head!).filter(
      (element) =>
        element.tagName === "link" && attribute(element, "rel") === "expect",
    );
    expect(expectLinks, "one <link rel=expect> in the head").toHaveLength(1);
    const [link] = expectLinks;
    expect(attribute(link!, "blocking")).toBe("render");

    // The browser paints again once the element it names is inserted: it must follow the whole
    // main content, or the first frame could show the top bar alone.
    const targetId = attribute(link!, "href")?.replace(/^#/, "");
    const target = elements.findIndex(
      (element) => attribute(element, "id") === targetId,
    );
    const main = elements.findIndex((element) => element.tagName === "main");
    const mainEnd = main + elementsOf(elements[main]!).length;
    expect(main, "the page has a <main>").toBeGreaterThanOrEqual(0);
    expect(target, `#${targetId} comes after the main content`).toBeGreaterThan(
      mainEnd,
    );
  });
}
