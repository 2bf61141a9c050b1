// What the build gives the servers to serve, read from its files: the page each address people
// type lands on (the servers' redirects are e2e/serving-table.ts's), and the sample sheets, served
// as they are.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { type TypedAddress, typedAddresses } from "../typed-addresses";
import { builtPage, clientDir } from "./built-page";

/** The addresses by the page they land on. */
const landings = new Map<string, TypedAddress[]>();
for (const each of typedAddresses) {
  const route = new URL(each.lands, "http://localhost").pathname;
  landings.set(route, [...(landings.get(route) ?? []), each]);
}

describe.each([...landings])("%s", (route, addresses) => {
  const { screen } = builtPage(route);

  test.each(addresses)(
    "$address lands on a page that shows what was looked for",
    ({ heading }) => {
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
        heading,
      );
    },
  );
});

test("the sample sheets have no precompressed copy that could go stale", () => {
  const dataFiles = readdirSync(join(clientDir, "data"));
  expect(
    dataFiles.filter((file) => file.endsWith(".csv")).length,
  ).toBeGreaterThan(0);
  expect(dataFiles.filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
});
