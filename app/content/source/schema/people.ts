import { z } from "zod";
import { contentImage, text } from "./fields.ts";
import type { Picture } from "./picture.ts";

/** content/pt-BR/pessoas.yml, with `photo` read by the given schema (a path, or the built image). */
export function peopleSchemaWith<Photo extends z.ZodType>(photo: Photo) {
  return z.strictObject({
  groups: z
    .array(
      z.strictObject({
        title: text.meta({
          label: "Nome do órgão",
          hint: "Ex.: Conselho Fiscal",
        }),
        people: z
          .array(
            z.strictObject({
              name: text.meta({
                label: "Nome",
                shared: true,
                key: true,
                hint: "No arquivo em inglês, o mesmo nome diz de quem é o cargo traduzido.",
              }),
              role: text.meta({
                label: "Cargo",
                hint: "Ex.: Conselheira fiscal",
              }),
              turma: text
                .regex(/^T\d{2}$/, {
                  error: (issue) =>
                    `'${String(issue.input)}' não é uma turma como T98 (T e os dois dígitos do ano)`,
                })
                .optional()
                .meta({
                  shared: true,
                  label: "Turma",
                  hint: "T e os dois dígitos do ano de formatura, ex.: T98. Deixe vazio para quem não é ex-aluno.",
                  invalid: "Escreva T e os dois dígitos do ano, ex.: T98",
                }),
              photo: photo.meta({ shared: true }),
            }),
          )
          .min(1)
          .meta({
            label: "Membros",
            labelSingular: "membro",
            collapsed: false,
            summary: "{{fields.name}} · {{fields.role}}",
          }),
      }),
    )
    .min(1)
    .meta({
      label: "Órgãos",
      labelSingular: "órgão",
      collapsed: false,
      summary: "{{fields.title}}",
    }),
  });
}

/** Portraits are shown at most 112 CSS pixels wide: 320 pixels cover dense screens. */
export const PORTRAIT_MIN_SIDE = 320;
/** A portrait is shown square: one side at most this much longer than the other. */
export const PORTRAIT_MAX_RATIO = 1.2;
/** How far from square a portrait may be, in the words of the hint and the check. */
export const SQUARE_ENOUGH = `um lado pode ter até ${Math.round((PORTRAIT_MAX_RATIO - 1) * 100)}% a mais que o outro`;

/** content/pt-BR/pessoas.yml */
export const peopleSchema = peopleSchemaWith(
  contentImage.meta({
    label: "Foto",
    hint: `Quadrada, de ${PORTRAIT_MIN_SIDE}x${PORTRAIT_MIN_SIDE} pixels ou maior (${SQUARE_ENOUGH}); JPG, PNG, WebP ou SVG.`,
    media: "people",
  }),
);

/** content/pt-BR/pessoas.yml as the officers write it. */
export type PeopleFile = z.infer<typeof peopleSchema>;

/** A board member as the pages show them: the photo becomes a built picture. */
export type Person = Omit<
  z.infer<typeof peopleSchema>["groups"][number]["people"][number],
  "photo"
> & { photo: Picture };
export type PeopleGroup = { title: string; people: Person[] };
