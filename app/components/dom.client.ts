/** The element `selector` finds inside `root`; a page without it was built wrong. */
export function required<T extends Element>(
  root: ParentNode,
  selector: string,
): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`no ${selector} on this page`);
  return element;
}

/** The data attribute `name` of `element`; a page without it was built wrong. */
export function requiredData(element: HTMLElement, name: string): string {
  const value = element.dataset[name];
  if (value === undefined) throw new Error(`data-${name} missing on the page`);
  return value;
}

/** Shows a control that was waiting for its script, and lets it be used. */
export function reveal(control: HTMLElement) {
  control.removeAttribute("data-awaits-script");
}

/**
 * Defines the custom element `name`: each one on the page is handed to `enhance` once it is
 * there. A component that renders another's markup defines that one too; the first does it.
 */
export function defineElement(
  name: string,
  enhance: (element: HTMLElement) => void,
) {
  if (customElements.get(name)) return;
  customElements.define(
    name,
    class extends HTMLElement {
      connectedCallback() {
        enhance(this);
      }
    },
  );
}
