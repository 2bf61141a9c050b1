// Each page's own Content Security Policy, as the build writes it into the page: one <meta>, in
// <head> before everything it governs, allowing the page's inline scripts and styles by their
// hashes alone. That the policy holds in a browser, served with the header policy, is
// e2e/deploy-nginx.spec.ts's.
import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { notFoundRoutes, prerenderedRoutes } from "../site-routes";
import { builtFile, routeFile } from "./built-page";

/** The page's Content Security Policy <meta>, with its content (Astro writes http-equiv lower-case). */
const policyMeta =
  /<meta http-equiv="content-security-policy" content="([^"]+)"\/?>/gi;

/** Script types that run; any other type is a data block (JSON-LD), which no policy governs. */
const scriptTypes = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "importmap",
  "speculationrules",
]);

type Governed = { tag: string; index: number; body?: string };

/**
 * The elements of a page that its script-src and style-src govern, in document order: scripts
 * that run, styles, and links to style sheets or scripts. `body` is an inline element's text.
 */
function governedElements(html: string): Governed[] {
  const elements = [
    ...html.matchAll(
      /(<(script|style)\b([^>]*)>)([\s\S]*?)<\/\2>|<link\b[^>]*>/gi,
    ),
  ];
  return elements.flatMap((match): Governed[] => {
    const [whole, start, name, attributes = "", body = ""] = match;
    if (!name) {
      return /\brel="(?:stylesheet|modulepreload|preload)"/i.test(whole)
        ? [{ tag: whole, index: match.index }]
        : [];
    }
    const type = /\btype="([^"]*)"/i.exec(attributes)?.[1] ?? "";
    if (
      name.toLowerCase() === "script" &&
      !scriptTypes.has(type.toLowerCase())
    ) {
      return [];
    }
    const inline = !/\bsrc=/i.test(attributes);
    return [
      { tag: start!, index: match.index, body: inline ? body : undefined },
    ];
  });
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

function parsePolicy(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe.each([...prerenderedRoutes, ...notFoundRoutes])("%s", (route) => {
  const html = builtFile(routeFile(route)).toString("utf8");

  test("has one policy, in <head>, before every element it governs", () => {
    const policies = [...html.matchAll(policyMeta)];
    expect(policies).toHaveLength(1);
    const { index } = policies[0]!;
    // A <meta> policy does not apply to what precedes it.
    expect(index).toBeGreaterThan(html.indexOf("<head>"));
    expect(index).toBeLessThan(html.indexOf("</head>"));
    const governed = governedElements(html);
    expect(governed.length).toBeGreaterThan(0);
    for (const element of governed) {
      expect(element.index, `${element.tag} after the policy`).toBeGreaterThan(
        index,
      );
    }
  });

  test("allows its inline scripts and styles by hash only, and nothing else of another origin", () => {
    const [meta] = [...html.matchAll(policyMeta)];
    const policy = parsePolicy(decodeAttribute(meta?.[1] ?? ""));
    for (const { tag, body } of governedElements(html)) {
      if (body === undefined) continue;
      const directive = tag.startsWith("<style") ? "style-src" : "script-src";
      const hash = createHash("sha256").update(body).digest("base64");
      expect(policy.get(directive), tag).toContain(`'sha256-${hash}'`);
    }
    expect(policy.get("default-src")).toEqual(["'self'"]);
    // 'self' and hashes only: no 'unsafe-inline', no 'unsafe-eval'.
    for (const directive of ["script-src", "style-src"]) {
      const [self, ...inline] = policy.get(directive) ?? [];
      expect(self, directive).toBe("'self'");
      for (const source of inline) {
        expect(source).toMatch(
          /^'sha256-[A-Za-z0-9+/]{43}='$|^'unsafe-hashes'$/,
        );
      }
    }
    expect(policy.get("img-src")).toEqual(["'self'", "data:"]);
    expect(policy.get("connect-src")?.[0]).toBe("'self'");
    expect(policy.get("font-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
  });
});
