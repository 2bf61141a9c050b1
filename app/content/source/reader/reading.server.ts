import { basename, isAbsolute, join, relative } from "node:path";
import type { z } from "zod";
import { portugueseMessage, problemLine } from "../problems.ts";

/** One reading of the content folder: the files read and the problems found. */
export class Reading {
  readonly files: string[] = [];
  private readonly problems: string[] = [];

  readonly contentDir: string;
  readonly publicDir: string;

  constructor(contentDir: string, publicDir: string) {
    this.contentDir = contentDir;
    this.publicDir = publicDir;
  }

  get hasProblems(): boolean {
    return this.problems.length > 0;
  }

  /** The problems grouped by file, each file's in the order found. */
  problemsByFile(): string[] {
    const fileOf = (problem: string) => problem.slice(0, problem.indexOf(": "));
    return [...this.problems].sort((a, b) =>
      fileOf(a).localeCompare(fileOf(b)),
    );
  }

  /**
   * A path as the officer sees it: from the content folder's parent when inside it (so a copy
   * of content/ names its files as content/ does), else from the project folder when inside it.
   */
  shownPath(path: string): string {
    const fromContent = relative(this.contentDir, path);
    if (!fromContent.startsWith("..") && !isAbsolute(fromContent))
      return join(basename(this.contentDir), fromContent);
    const fromProject = relative(process.cwd(), path);
    return fromProject.startsWith("..") || isAbsolute(fromProject)
      ? path
      : fromProject;
  }

  report(file: string, path: PropertyKey[], message: string) {
    this.problems.push(problemLine(this.shownPath(file), path, message));
  }

  /** The value as the schema makes it, or undefined after reporting each issue. */
  validate<Schema extends z.ZodType>(
    file: string,
    schema: Schema,
    value: unknown,
  ): z.output<Schema> | undefined {
    const result = schema.safeParse(value, {
      error: portugueseMessage,
      reportInput: true,
    });
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      this.report(file, issue.path, issue.message);
    return undefined;
  }
}
