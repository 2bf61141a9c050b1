import { join } from "node:path";
import type { z } from "zod";
import { textsAsWritten } from "../as-written.ts";
import { dataFileSchemas } from "../schema/content.ts";
import type { Reading } from "./reading.server.ts";
import { readYamlFile } from "./yaml.server.ts";

/** The data files' checked contents, by file name without ".yml". */
export type DataFiles = {
  [
    Name in keyof typeof dataFileSchemas as Name extends `${infer Base}.yml`
      ? Base
      : never
  ]: z.output<(typeof dataFileSchemas)[Name]>;
};

/** Each data file's checked contents; a file with problems is left out. */
export async function readDataFiles(
  reading: Reading,
): Promise<Partial<DataFiles>> {
  const entries = await Promise.all(
    Object.entries(dataFileSchemas).map(async ([name, schema]) => {
      const file = join(reading.contentDir, name);
      const document = await readYamlFile(reading, file);
      if (document === undefined) return [name, undefined] as const;
      const { value } = textsAsWritten(document, schema);
      return [name, reading.validate(file, schema, value)] as const;
    }),
  );
  return Object.fromEntries(
    entries.map(([name, value]) => [name.replace(/\.yml$/, ""), value]),
  ) as Partial<DataFiles>;
}
