// A page's elements and text as parse5 reads them, for the tests that check the built HTML byte
// for byte, as a browser receives it.
import type { DefaultTreeAdapterTypes } from "parse5";

export type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** Every element under `node` in document order, a `<template>`'s contents included. */
export function elementsOf(node: ParentNode): Element[] {
  return node.childNodes.flatMap((child) =>
    "tagName" in child
      ? [
          child,
          ...elementsOf(child),
          // parse5 keeps a template's contents apart from its children.
          ...("content" in child
            ? elementsOf((child as DefaultTreeAdapterTypes.Template).content)
            : []),
        ]
      : [],
  );
}

/** The text under `node`, as it stands in the HTML. */
export function textOf(node: ParentNode): string {
  return node.childNodes
    .map((child) =>
      "value" in child
        ? child.value
        : "childNodes" in child
          ? textOf(child)
          : "",
    )
    .join("");
}

export function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}
