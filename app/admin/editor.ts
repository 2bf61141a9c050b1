// The fund's additions to Decap CMS, loaded just before its bundle: the editor in Portuguese
// throughout, YAML files saved without rewriting what did not change, and the PIX key checked
// by the site's own rules. Decap waits for them (CMS_MANUAL_INIT) and starts once they are in.
import type { ComponentType } from "react";
import { fromFile, toFile } from "./keep-yaml.ts";
import { pixKeyKindProblem, pixKeyProblem } from "./pix-key-check.ts";
import { withOurs } from "./portuguese.ts";

type Phrases = Parameters<typeof withOurs>[0];
type ControlProps = {
  value?: string;
  entry: { getIn(path: string[]): unknown };
};
type Widget = { control: ComponentType<ControlProps>; preview?: unknown };
type Decap = {
  init(): void;
  getLocale(name: string): Phrases;
  registerLocale(name: string, phrases: Phrases): void;
  registerCustomFormat(
    name: string,
    extension: string,
    format: { fromFile: typeof fromFile; toFile: typeof toFile },
  ): void;
  getWidget(name: string): Widget;
  registerWidget(name: string, control: unknown, preview?: unknown): void;
};
// Decap's bundle publishes React's createElement and create-react-class for custom widgets.
type Globals = {
  CMS_MANUAL_INIT?: boolean;
  CMS: Decap;
  h: (type: unknown, props: unknown) => unknown;
  createClass: (spec: object) => unknown;
};
const page = window as unknown as Globals;

/**
 * Decap's widget `base` with one more check, run with the field's own (pattern, required) when
 * the officer publishes: a message in the form stops the save.
 */
function checked(
  base: string,
  problem: (props: ControlProps) => string | undefined,
  onRender?: (props: ControlProps) => void,
) {
  const { control, preview } = page.CMS.getWidget(base);
  const Control = page.createClass({
    isValid(this: { props: ControlProps }) {
      const message = problem(this.props);
      return message ? { error: { type: "CUSTOM", message } } : true;
    },
    render(this: { props: ControlProps }) {
      onRender?.(this.props);
      return page.h(control, this.props);
    },
  });
  return [Control, preview] as const;
}

/**
 * The PIX key as the form holds it now. Decap renders a field again only when its own value
 * changes, so the kind's field would otherwise judge the key it saw when the kind was chosen.
 */
let keyInForm: string | undefined;
const pixKey = (props: ControlProps) =>
  keyInForm ?? String(props.entry.getIn(["data", "pix", "key"]) ?? "");

// Capitals are for the logo: labels, buttons and messages read as written.
const sentenceCase = "*{text-transform:none!important}";

page.CMS_MANUAL_INIT = true;
document.addEventListener("DOMContentLoaded", () => {
  const { CMS } = page;
  CMS.registerLocale("pt", withOurs(CMS.getLocale("pt")));
  CMS.registerCustomFormat("yml", "yml", { fromFile, toFile });
  CMS.registerWidget(
    "pix-key",
    ...checked(
      "string",
      (props) => (props.value ? pixKeyProblem(props.value) : undefined),
      (props) => (keyInForm = props.value ?? ""),
    ),
  );
  CMS.registerWidget(
    "pix-key-kind",
    ...checked("select", (props) =>
      pixKeyKindProblem(pixKey(props), props.value),
    ),
  );
  const style = document.createElement("style");
  style.textContent = sentenceCase;
  document.head.append(style);
  CMS.init();
});
