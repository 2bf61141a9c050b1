// Why a YAML text cannot be read, as one Portuguese sentence that names the line to fix. The
// `yaml` package reports where it gave up, which is not always where the officer erred: an
// unclosed quote is noticed at the end of the file, a missing space after a colon on the line
// below.
import {
  type Document,
  LineCounter,
  parseDocument,
  type Range,
  visit,
  type YAMLError,
} from "yaml";

export type YamlProblem = { line: number; message: string };

const INDENT_HINT = "dois espaços por nível";

/** A YAML text's document, or the problem that keeps it from being read. */
export function parseYamlText(
  text: string,
): { document: Document } | { problem: YamlProblem } {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines });
  // An implicit key over two lines explains the "nested mapping" found on its first line.
  const error =
    document.errors.find((each) => each.code === "MULTILINE_IMPLICIT_KEY") ??
    document.errors[0];
  if (!error) return { document };
  return { problem: problemOf(text, document, lines, error) };
}

/** Whether `error` says that its line starts at another column than its group's. */
function isMisindented(error: YAMLError): boolean {
  return (
    error.code === "BAD_INDENT" ||
    (error.code === "MISSING_CHAR" && error.message.startsWith("Sequence item"))
  );
}

function problemOf(
  text: string,
  document: Document,
  lines: LineCounter,
  error: YAMLError,
): YamlProblem {
  const lineAt = (offset: number) => lines.linePos(offset).line;
  const line = lineAt(error.pos[0]);
  const lineText = text.split("\n")[line - 1] ?? "";

  switch (error.code) {
    case "MISSING_CHAR": {
      if (error.message.startsWith("Comments"))
        return {
          line,
          message: `um # colado ao texto começa um comentário; ponha um espaço antes do # ou o texto entre aspas`,
        };
      const quote = openedAt(document, error.pos[0]);
      if (quote !== undefined)
        return {
          line: lineAt(quote),
          message: `as aspas abertas nesta linha não se fecham; feche-as no fim do texto`,
        };
      if (isMisindented(error))
        return {
          line,
          message: `o recuo não combina com o das linhas de cima; os campos de um mesmo item da lista começam na mesma coluna, logo depois do "- " (${INDENT_HINT})`,
        };
      break;
    }
    case "MULTILINE_IMPLICIT_KEY": {
      if (/^\s*(- )?[^\s:#"'][^:]*:[^\s]/.test(lineText))
        return {
          line,
          message: `falta um espaço depois dos dois-pontos (escreva "campo: valor")`,
        };
      // A line indented less than its group makes it read on into the next; one indented more
      // is the next line itself.
      const indentedLess = document.errors.some(
        (other) => isMisindented(other) && lineAt(other.pos[0]) === line,
      );
      return {
        line: indentedLess ? line : lineAt(error.pos[1]),
        message: `o recuo não combina com o das linhas de cima; os campos de um mesmo grupo começam na mesma coluna (${INDENT_HINT})`,
      };
    }
    case "BLOCK_AS_IMPLICIT_KEY":
      return {
        line,
        message: `um texto sem aspas tem dois-pontos seguidos de espaço; ponha o texto todo entre aspas duplas`,
      };
    case "TAB_AS_INDENT":
      return {
        line,
        message: `o recuo usa tabulação; use espaços (${INDENT_HINT})`,
      };
    case "BAD_INDENT": {
      const bracket = /end with a [\]}]/.test(error.message)
        ? openedAt(document, error.pos[0])
        : undefined;
      if (bracket !== undefined)
        return {
          line: lineAt(bracket),
          message: `o ${text[bracket]} aberto nesta linha não se fecha; feche-o com ${text[bracket] === "[" ? "]" : "}"} na mesma linha`,
        };
      return {
        line,
        message: `o recuo não combina com o das linhas de cima; os campos de um mesmo grupo, e os itens de uma lista, começam na mesma coluna (${INDENT_HINT})`,
      };
    }
    case "DUPLICATE_KEY":
      return {
        line,
        message: `o campo '${lineText.trim().split(":")[0]}' aparece duas vezes no mesmo grupo; apague uma delas`,
      };
    case "UNEXPECTED_TOKEN":
      return {
        line,
        message: `há texto depois de fechar as aspas; ponha o texto todo entre as aspas`,
      };
    case "BAD_SCALAR_START":
      return {
        line,
        message: `um texto sem aspas não pode começar com @, \` ou %; ponha-o entre aspas duplas`,
      };
    case "BAD_DQ_ESCAPE":
      return {
        line,
        message: `uma barra invertida (\\) entre aspas duplas; use aspas simples ou escreva \\\\`,
      };
  }
  return {
    line,
    message: `não foi possível ler o YAML; confira o recuo (${INDENT_HINT}), os dois-pontos e as aspas`,
  };
}

/** Where the quoted text or the [ ] or { } list that runs unclosed to `offset` opens. */
function openedAt(document: Document, offset: number): number | undefined {
  let start: number | undefined;
  const covers = (range: Range | null | undefined) =>
    range && range[0] < offset && offset <= range[2];
  visit(document, {
    Scalar(_, node) {
      if (
        (node.type === "QUOTE_DOUBLE" || node.type === "QUOTE_SINGLE") &&
        covers(node.range)
      )
        start = node.range?.[0];
    },
    Collection(_, node) {
      if (node.flow && covers(node.range)) start = node.range?.[0];
    },
  });
  return start;
}
