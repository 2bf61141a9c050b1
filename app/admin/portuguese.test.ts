import { expect, test } from "vitest";
import { withOurs } from "./portuguese";

test("our phrases replace Decap's one by one, and the others stay", () => {
  const decap = {
    editor: {
      editorWidgets: {
        markdown: { richText: "Rich Text", heading: "Título" },
        list: { add: "Adicionar %{item}" },
      },
    },
    app: { header: { content: "Conteúdos" } },
  };
  expect(
    withOurs(decap, {
      editor: { editorWidgets: { markdown: { richText: "Texto formatado" } } },
    }),
  ).toEqual({
    editor: {
      editorWidgets: {
        markdown: { richText: "Texto formatado", heading: "Título" },
        list: { add: "Adicionar %{item}" },
      },
    },
    app: { header: { content: "Conteúdos" } },
  });
});
