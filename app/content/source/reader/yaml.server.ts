import { readFile } from "node:fs/promises";
import type { Document } from "yaml";
import { parseYamlText } from "../yaml-problem.ts";
import type { Reading } from "./reading.server.ts";

/** A YAML file's document, or undefined after reporting why it cannot be read. */
export async function readYamlFile(
  reading: Reading,
  file: string,
): Promise<Document | undefined> {
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
 * A YAML text's document, or undefined after reporting the line to fix. Front matter arrives
 * with the rest of its opening "---" line, so its line numbers are already the file's.
 */
export function parseYaml(
  reading: Reading,
  file: string,
  text: string,
): Document | undefined {
  const parsed = parseYamlText(text);
  if ("document" in parsed) return parsed.document;
  const { line, message } = parsed.problem;
  reading.report(file, [], `linha ${line}: ${message}`);
  return undefined;
}
