import { describe, expect, test } from "vitest";
import { parseYamlText } from "./yaml-problem.ts";

/** The problem of a YAML text, which must have one. */
function problemOf(text: string) {
  const parsed = parseYamlText(text);
  if ("document" in parsed) throw new Error(`read without problem: ${text}`);
  return parsed.problem;
}

describe("a YAML mistake names the line to fix and what to do, in Portuguese", () => {
  test.each([
    [
      "an unclosed double quote",
      'title: Doação\nlead: "Doe agora\nlink: /doacao\n',
      2,
      "as aspas abertas nesta linha não se fecham",
    ],
    [
      "an unclosed single quote",
      "title: Doação\nlead: 'Doe agora\nlink: /doacao\n",
      2,
      "as aspas abertas nesta linha não se fecham",
    ],
    [
      "a field indented more than its neighbours",
      "page:\n  title: Doação\n   lead: Doe agora\nlink: /doacao\n",
      3,
      "o recuo não combina com o das linhas de cima",
    ],
    [
      "a field indented less than its neighbours",
      "page:\n  title: Doação\n lead: Doe agora\n",
      3,
      "o recuo não combina com o das linhas de cima",
    ],
    [
      "a tab as indentation",
      "page:\n  title: Doação\n\tlead: Doe agora\n",
      3,
      "o recuo usa tabulação; use espaços",
    ],
    [
      "a field written twice",
      "title: Doação\nlead: Doe agora\ntitle: Doe\n",
      3,
      "o campo 'title' aparece duas vezes no mesmo grupo",
    ],
    [
      "a colon and a space inside an unquoted text",
      "title: Doação\nnote: Nota: doe agora\n",
      2,
      "ponha o texto todo entre aspas duplas",
    ],
    [
      "no space after a colon",
      "title: Doação\nlead:Doe agora\nlink: /doacao\n",
      2,
      "falta um espaço depois dos dois-pontos",
    ],
    [
      "no space after a nested field's colon",
      "page:\n  title:Doação\n  lead: Doe agora\n",
      2,
      "falta um espaço depois dos dois-pontos",
    ],
    [
      "text after the closing quote",
      'title: "Doação" ao fundo\nlead: Doe\n',
      1,
      "há texto depois de fechar as aspas",
    ],
    [
      "a # stuck to a quoted text",
      'title: Doação\nlead: "Doe"#agora\n',
      2,
      "ponha um espaço antes do #",
    ],
    [
      "an unclosed list in brackets",
      "amounts: [100, 250\ntitle: Doação\n",
      1,
      "o [ aberto nesta linha não se fecha; feche-o com ]",
    ],
    [
      "an unclosed group in braces",
      "page:\n  meta: {title: Doação\n  lead: Doe\n",
      2,
      "o { aberto nesta linha não se fecha; feche-o com }",
    ],
    [
      "a text starting with @",
      "title: Doação\nhandle: @endowment\n",
      2,
      "um texto sem aspas não pode começar com @",
    ],
  ])("%s", (_, text, line, message) => {
    const problem = problemOf(text);
    expect(problem.line).toBe(line);
    expect(problem.message).toContain(message);
    expect(problem.message).not.toMatch(/[A-Z]{2,}_[A-Z]{2,}/);
  });
});

describe("an indentation mistake names its own line, not the one after it", () => {
  const indentation = "o recuo não combina com o das linhas de cima";
  test.each([
    [
      "a field one space short, followed by its group",
      "committed:\n  reais: 14200000\n date: 2025-09-30\n  label: em doações\n",
      3,
    ],
    [
      "a field one space short, last of its group",
      "committed:\n  reais: 14200000\n date: 2025-09-30\nreceived:\n  reais: 1\n",
      3,
    ],
    [
      "a field one space short, two levels down",
      "page:\n  meta:\n    title: Doação\n   description: Doe\n    lead: Doe agora\n",
      4,
    ],
    [
      "a field one space too far, followed by its group",
      "committed:\n  reais: 14200000\n   date: 2025-09-30\n  label: em doações\n",
      3,
    ],
    [
      "a field one level too far, after a blank line",
      "page:\n  title: Doação\n\n    lead: Doe agora\n  link: /doacao\n",
      4,
    ],
    [
      "a field of a list item one space short",
      "people:\n  - name: Ana\n   role: Presidente\n    turma: T85\n",
      3,
    ],
    [
      "a field of a list item short, last of the item",
      "people:\n  - name: Ana\n    role: Presidente\n   turma: T85\n  - name: Rui\n",
      4,
    ],
    [
      "a list item one space short",
      "items:\n  - Ana\n - Rui\n  - Eva\n",
      3,
    ],
    [
      "a list item one space too far",
      "people:\n  - name: Ana\n   - name: Rui\n",
      3,
    ],
    [
      "a field back at the top level of a list item",
      "people:\n  - name: Ana\n  role: Presidente\n",
      3,
    ],
  ])("%s", (_, text, line) => {
    const problem = problemOf(text);
    expect(problem.line).toBe(line);
    expect(problem.message).toContain(indentation);
  });
});
