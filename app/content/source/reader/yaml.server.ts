import { readFile } from "node:fs/promises";
import YAML from "yaml";
import type { Reading } from "./reading.server.ts";

/** A YAML file's value, or undefined after reporting why it cannot be read. */
export async function readYamlFile(
  reading: Reading,
  file: string,
): Promise<unknown> {
  reading.files.push(file);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    reading.report(file, [], "arquivo não encontrado");
    return undefined;
  }
  return parseYaml(reading, file, text);
}

/**
 * YAML text, or undefined after reporting where it cannot be read. Front matter arrives with
 * the rest of its opening "---" line, so its line numbers are already the file's.
 */
export function parseYaml(
  reading: Reading,
  file: string,
  text: string,
): unknown {
  const document = YAML.parseDocument(text, { prettyErrors: true });
  const [error] = document.errors;
  if (error) {
    const line = error.linePos?.[0].line ?? 1;
    reading.report(
      file,
      [],
      `linha ${line}: não foi possível ler o YAML (${error.code}); confira o recuo, os dois-pontos e as aspas`,
    );
    return undefined;
  }
  return document.toJS();
}
