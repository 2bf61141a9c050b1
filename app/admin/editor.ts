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
  /** The field's id, under which Decap keeps the messages it shows. */
  forID: string;
  fieldsErrors: { has(id: string): boolean };
  /** Checks the field again and shows what it finds, as a save does. */
  validate(): void;
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

type Hooks = {
  /** Each time the field is drawn. */
  onRender?: (props: ControlProps) => void;
  /** After the officer changed the field's value. */
  onChange?: (props: ControlProps) => void;
};

/**
 * Decap's widget `base` with one more check, run with the field's own (pattern, required) when
 * the officer publishes: a message in the form stops the save.
 */
function checked(
  base: string,
  problem: (props: ControlProps) => string | undefined,
  { onRender, onChange }: Hooks = {},
) {
  const { control, preview } = page.CMS.getWidget(base);
  const Control = page.createClass({
    isValid(this: { props: ControlProps }) {
      const message = problem(this.props);
      return message ? { error: { type: "CUSTOM", message } } : true;
    },
    componentDidUpdate(this: { props: ControlProps }, before: ControlProps) {
      if (this.props.value !== before.value) onChange?.(this.props);
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

/** The kind's field as last drawn: its message names the key, so it is checked again with it. */
let kindField: ControlProps | undefined;

/** A message under the kind's field follows the key: it is replaced, or goes once they match. */
function checkKindAgain(key: ControlProps) {
  if (kindField && key.fieldsErrors.has(kindField.forID)) kindField.validate();
}

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
      {
        onRender: (props) => (keyInForm = props.value ?? ""),
        onChange: checkKindAgain,
      },
    ),
  );
  CMS.registerWidget(
    "pix-key-kind",
    ...checked(
      "select",
      (props) => pixKeyKindProblem(pixKey(props), props.value),
      { onRender: (props) => (kindField = props) },
    ),
  );
  const style = document.createElement("style");
  style.textContent = sentenceCase;
  document.head.append(style);
  CMS.init();
});
