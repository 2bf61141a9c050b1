import { z } from "zod";
import { contentImage, text } from "./fields.ts";
import type { Picture } from "./picture.ts";

/** content/pessoas.yml, with `photo` read by the given schema (a path, or the built image). */
export function peopleSchemaWith<Photo extends z.ZodType>(photo: Photo) {
  return z.strictObject({
  groups: z
    .array(
      z.strictObject({
        title: text,
        people: z
          .array(
            z.strictObject({
              name: text,
              role: text,
              turma: text
                .regex(/^T\d{2}$/, {
                  error: (issue) =>
                    `'${String(issue.input)}' não é uma turma como T98 (T e os dois dígitos do ano)`,
                })
                .optional(),
              photo,
            }),
          )
          .min(1),
      }),
    )
    .min(1),
  });
}

/** content/pessoas.yml */
export const peopleSchema = peopleSchemaWith(contentImage);

/** content/pessoas.yml as the officers write it. */
export type PeopleFile = z.infer<typeof peopleSchema>;

/** A board member as the pages show them: the photo becomes a built picture. */
export type Person = Omit<
  z.infer<typeof peopleSchema>["groups"][number]["people"][number],
  "photo"
> & { photo: Picture };
export type PeopleGroup = { title: string; people: Person[] };
