// The web editor in local mode (`npm run admin`), driven as an officer would: the files it saves
// land in a temporary copy of content/ and public/documents/, never in the working copy. That an
// article file of the shape it saves reaches every list of the built site is
// test/edited-site/officer-edits.test.ts's.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import YAML from "yaml";
import { pixKeyKindProblem } from "../app/admin/pix-key-check";
import { splitArticle } from "../app/content/source/article-file";
import { readSiteContent } from "../test/site-content";
import { PIX_KEY_KINDS } from "../app/content/source/schema/pix";
import type { PixKeyType } from "../app/lib/pix-key";
import { freePort } from "../scripts/build-server.mjs";
import { expect, test } from "./fixtures";
import {
  bankAccount,
  donationPix,
  newsArticles,
  peopleGroups,
} from "../test/content";
import { nextArticleId, testMark } from "../test/test-names";

let editorUrl = "";

/** The editor's example article, its names tagged so that no officer's article is the same. */
const article = {
  title: `Formatura da turma T25 reúne doadores ${testMark}`,
  slug: `formatura-da-turma-t25-reune-doadores-${testMark}`,
  image: `formatura-t25-${testMark}`,
};

let repoCopy: string;
let editor: ChildProcess;

// Decap CMS is a 5 MB editor: loading it and saving through it takes its time on a busy machine,
// and each test saves several times.
test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async () => {
  const [port, proxyPort] = [await freePort(), await freePort()];
  editorUrl = `http://127.0.0.1:${port}/admin/`;
  repoCopy = await mkdtemp(join(tmpdir(), "admin-local-"));
  await cp("content", join(repoCopy, "content"), { recursive: true });
  await cp("public/documents", join(repoCopy, "public", "documents"), {
    recursive: true,
  });
  editor = spawn(process.execPath, ["scripts/admin.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      ADMIN_PROXY_PORT: String(proxyPort),
      ADMIN_REPO_DIR: repoCopy,
    },
    stdio: "ignore",
  });
  await expect
    .poll(
      () =>
        fetch(editorUrl).then(
          (r) => r.status,
          () => 0,
        ),
      {
        timeout: 90_000,
      },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (editor.pid) process.kill(editor.pid, "SIGTERM");
  await rm(repoCopy, { recursive: true, force: true });
});

async function signIn(page: Page, hash = "") {
  await page.goto(editorUrl + hash);
  await page.getByRole("button", { name: "Entrar" }).click();
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publicar", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publicar agora" }).click();
  await expect(page.getByText("Alterações salvas")).toBeVisible();
}

test(
  "an officer signs in on the fund's page, meets the editor in Portuguese, and publishes a news article with an image the site's loaders accept",
  { tag: "@own-build" },
  async ({ page }, testInfo) => {
    const id = nextArticleId(newsArticles);
    const photo = join(repoCopy, `${article.image}.png`);
    await sharp({
      create: { width: 1200, height: 675, channels: 3, background: "#143c78" },
    })
      .png()
      .toFile(photo);

    await page.goto(editorUrl + "#/collections/noticias/new");
    const logo = page.getByRole("img", { name: "Logo" });
    // Decap draws the sign-in page once its 5 MB of scripts have run.
    await expect(logo).toHaveAttribute("src", "/admin/logo.svg", {
      timeout: 30_000,
    });
    await expect
      .poll(() =>
        logo.evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);
    await page.screenshot({ path: testInfo.outputPath("admin-login.png") });
    await page.getByRole("button", { name: "Entrar" }).click();

    // Portuguese, in sentence case: Decap's English labels and capitals are replaced.
    const titleLabel = page.getByText("Título", { exact: true });
    await expect(titleLabel).toBeVisible({ timeout: 30_000 });
    await expect(titleLabel).toHaveCSS("text-transform", "none");
    await expect(page.getByText("Texto formatado")).toBeVisible();
    await expect(page.getByText("Rich Text")).toHaveCount(0);

    await page.getByLabel("Número").fill(String(id));
    await page.getByLabel("Título").fill(article.title);
    await page.getByLabel("Data").fill("2026-11-20");
    await page
      .getByLabel("Resumo")
      .fill("Ex-alunos acompanharam a cerimônia e conheceram os bolsistas.");
    await expect(page.getByLabel("Autor")).toHaveValue("Equipe Endowment ITA");
    await page.getByRole("button", { name: "Escolha uma imagem" }).click();
    await page.getByLabel("Enviar novo").setInputFiles(photo);
    await page.getByRole("button", { name: "Escolher selecionado" }).click();
    await page
      .getByLabel("Descrição da imagem")
      .fill("Formandos de beca no pátio do ITA");
    await page.getByRole("switch").click(); // Rich Text → Markdown
    await page
      .getByRole("textbox")
      .last()
      .fill(
        "A cerimônia reuniu **famílias** e doadores.\n\n## Bolsistas\n\nTexto.",
      );
    await publish(page);

    const file = join(
      repoCopy,
      `content/pt-BR/noticias/2026-11-20-${article.slug}.md`,
    );
    await expect.poll(() => existsSync(file)).toBe(true);
    // Read as the build reads it: YAML 1.2, where a date stays text.
    const { frontMatter, body } = splitArticle(await readFile(file, "utf8"))!;
    const data: unknown = YAML.parse(frontMatter);
    expect(data).toEqual({
      id,
      title: article.title,
      date: "2026-11-20",
      summary: "Ex-alunos acompanharam a cerimônia e conheceram os bolsistas.",
      author: "Equipe Endowment ITA",
      image: `imagens/noticias/${article.image}.png`,
      imageAlt: "Formandos de beca no pátio do ITA",
    });
    expect(body.trim()).toBe(
      "A cerimônia reuniu **famílias** e doadores.\n\n## Bolsistas\n\nTexto.",
    );
    expect(
      existsSync(
        join(repoCopy, `content/imagens/noticias/${article.image}.png`),
      ),
    ).toBe(true);

    // Astro reads the copy with the site's loaders, which stop at any mistake: the article is
    // on the list.
    const edited = await readSiteContent(join(repoCopy, "content"));
    expect(edited.newsArticles.find((each) => each.id === id)).toMatchObject({
      title: article.title,
      slug: article.slug,
    });
  },
);

const donationFile = "content/pt-BR/doacao.yml";

/** A valid key of each kind, fictional, for the kind the test picks. */
const keyOfEachKind: Record<PixKeyType, string> = {
  cnpj: "11.222.333/0001-81",
  cpf: "529.982.247-25",
  email: "doacoes@endowment-ita.example",
  phone: "+5512991234567",
  random: "123e4567-e89b-12d3-a456-426614174000",
};

test(
  "an officer's saves change what was edited and no more: a board member's role, one line of the donation page, and nothing when a key kind does not match the key",
  { tag: "@own-build" },
  async ({ page, pageProblems }) => {
    // Decap rejects the refused save with an empty promise rejection.
    pageProblems.allow(/^page error: undefined$/);

    // A board member's role.
    const [group] = peopleGroups;
    const member = group?.people[0];
    if (!group || !member)
      throw new Error("content/pt-BR/pessoas.yml lists nobody");
    const newRole = `${member.role} (mandato 2027)`;
    await signIn(page, "#/collections/pessoas/entries/conselhos");
    // Every board and member is open; the first role field is the first member's. The editor
    // reads the entry through decap-server first, slowly on a busy machine.
    await expect(page.getByLabel("Nome do órgão").first()).toHaveValue(
      group.title,
      { timeout: 30_000 },
    );
    const role = page.getByLabel("Cargo", { exact: true }).first();
    await expect(role).toHaveValue(member.role);
    await role.fill(newRole);
    await publish(page);
    const peopleFile = join(repoCopy, "content/pt-BR/pessoas.yml");
    await expect
      .poll(
        async () =>
          YAML.parse(await readFile(peopleFile, "utf8")).groups[0].people[0],
      )
      .toMatchObject({ name: member.name, role: newRole });
    // The site's loaders read the edited copy without a mistake.
    await readSiteContent(join(repoCopy, "content"));

    // One field of the donation page: one line of its file.
    // A fresh load of the editor, which keeps the officer signed in.
    await page.goto("about:blank");
    await page.goto(editorUrl + "#/collections/doacao/entries/doacao");
    const keyField = page.getByLabel("Chave PIX", { exact: true });
    await expect(keyField).toHaveValue(donationPix.key, { timeout: 30_000 });
    const beneficiary = `${bankAccount.beneficiary} (em constituição)`;
    await page.getByLabel("Favorecido", { exact: true }).fill(beneficiary);
    await publish(page);
    const diff = spawnSync(
      "git",
      [
        "diff",
        "--no-index",
        "--numstat",
        donationFile,
        join(repoCopy, donationFile),
      ],
      { encoding: "utf8" },
    );
    expect(diff.stdout.split("\t").slice(0, 2)).toEqual(["1", "1"]);
    const saved = await readFile(join(repoCopy, donationFile), "utf8");
    expect(saved).toContain(`  beneficiary: ${beneficiary}\n`);

    // A key kind that does not match the key: refused with the reason, and nothing is saved.
    const wrongType = (Object.keys(PIX_KEY_KINDS) as PixKeyType[]).find(
      (type) => PIX_KEY_KINDS[type].label !== donationPix.keyKind,
    )!;
    const wrongKind = PIX_KEY_KINDS[wrongType].label;
    const reasonFor = (key: string) =>
      page.getByText(pixKeyKindProblem(key, wrongKind)!);
    const tryToPublish = async () => {
      await page.getByRole("button", { name: "Publicar", exact: true }).click();
      await page.getByRole("menuitem", { name: "Publicar agora" }).click();
    };
    await page.getByLabel(/Tipo da chave/).click();
    await page.getByRole("option", { name: wrongKind, exact: true }).click();
    await tryToPublish();
    await expect(reasonFor(donationPix.key)).toBeVisible();
    await expect(page.getByText("Alterações não salvas")).toBeVisible();

    // The reason follows the key as the officer edits it, before publishing again.
    const emailKey = keyOfEachKind.email;
    await keyField.fill(emailKey);
    await expect(reasonFor(emailKey)).toBeVisible();
    await expect(reasonFor(donationPix.key)).toHaveCount(0);
    await tryToPublish();
    await expect(reasonFor(emailKey)).toBeVisible();
    await expect(page.getByText("Alterações não salvas")).toBeVisible();
    expect(await readFile(join(repoCopy, donationFile), "utf8")).toBe(saved);

    // A key of the kind chosen takes the reason away.
    // Decap puts the caret back where the last edit left it as the field takes focus.
    await keyField.focus();
    await keyField.fill(keyOfEachKind[wrongType]);
    await expect(keyField).toHaveValue(keyOfEachKind[wrongType]);
    await expect(reasonFor(emailKey)).toHaveCount(0);
    await expect(page.getByText(/deixe o tipo vazio/)).toHaveCount(0);
  },
);
