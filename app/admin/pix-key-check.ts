// The PIX key and its kind as the editor checks them before saving: the same rules as the
// content check (app/lib/pix-key.ts and the `pix` schema), so the editor and the build agree.
import { PIX_KEY_KINDS } from "../content/source/schema/pix.ts";
import { parsePixKey } from "../lib/pix-key.ts";

/** Why the key cannot be saved, or undefined when it is a valid PIX key. */
export function pixKeyProblem(key: string): string | undefined {
  try {
    parsePixKey(key);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Why the kind chosen does not fit the key, or undefined when it fits (or is left empty). */
export function pixKeyKindProblem(
  key: string,
  keyKind: string | undefined,
): string | undefined {
  if (!keyKind) return undefined;
  let kind;
  try {
    kind = PIX_KEY_KINDS[parsePixKey(key).type];
  } catch {
    return undefined; // the key's own field says what is wrong with it
  }
  if (kind.spellings.includes(keyKind.toLowerCase())) return undefined;
  return `A chave ${key.trim()} é do tipo ${kind.label}, não ${keyKind}: escolha ${kind.label} ou deixe o tipo vazio.`;
}
