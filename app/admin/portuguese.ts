// What Decap's Portuguese leaves in English, or shows in capitals: merged over its `pt` phrases.
export const portuguese = {
  auth: { loginWithForgejo: "Entrar com o Forgejo" },
  collection: {
    collectionTop: {
      viewAsList: "Ver em lista",
      viewAsGrid: "Ver em grade",
      newButton: "+ %{collectionLabel}",
    },
    entries: { unpublishedHeader: "Não publicados" },
  },
  editor: {
    editorControl: { field: { widgetLabel: "Campo %{widgetLabel}" } },
    editorControlPane: {
      widget: {
        required: "Preencha o campo %{fieldLabel}.",
        // Every `pattern` of the configuration carries its own Portuguese message.
        regexPattern: "%{pattern}.",
      },
    },
    editorInterface: { toggleNotes: "Mostrar ou esconder as notas" },
    editorToolbar: { status: "Situação: %{status}" },
    editorWidgets: {
      markdown: {
        link: "Link",
        strikethrough: "Tachado",
        richText: "Texto formatado",
        markdown: "Markdown",
        toggleMode: {
          rich: "Passar para o texto formatado",
          markdown: "Passar para o Markdown",
        },
      },
      image: {
        chooseMultiple: "Escolher imagens",
        addMore: "Adicionar imagens",
        removeAll: "Remover todas as imagens",
      },
      file: {
        chooseMultiple: "Escolher arquivos",
        addMore: "Adicionar arquivos",
        removeAll: "Remover todos os arquivos",
      },
      datetime: { setToNow: "Usar o dia de hoje" },
      object: { expand: "Abrir", collapse: "Fechar" },
    },
  },
  mediaLibrary: { mediaLibraryModal: { close: "Fechar", download: "Baixar" } },
  ui: { settingsDropdown: { account: "Opções da conta" } },
};

type Phrases = { [key: string]: string | Phrases };

/** Decap's phrases with ours over them, group by group. */
export function withOurs(theirs: Phrases, ours: Phrases = portuguese): Phrases {
  const merged: Phrases = { ...theirs };
  for (const [key, value] of Object.entries(ours)) {
    const their = theirs[key];
    merged[key] =
      typeof value === "string" || typeof their !== "object"
        ? value
        : withOurs(their, value);
  }
  return merged;
}
