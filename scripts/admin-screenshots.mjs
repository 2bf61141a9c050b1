// Takes the officers' guide's pictures of the web editor from the real local mode (`npm run admin`)
// on a temporary copy of content/, so that nothing in the working copy changes.
// Usage: node scripts/admin-screenshots.mjs   (writes docs/images/admin-*.png)
import { spawn } from "node:child_process";
import { cp, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";

const port = Number(process.env.PORT ?? 4690);
const editorUrl = `http://127.0.0.1:${port}/admin/`;
const outDir = join("docs", "images");

const repoCopy = await mkdtemp(join(tmpdir(), "admin-screenshots-"));
await cp("content", join(repoCopy, "content"), { recursive: true });
const editor = spawn(process.execPath, ["scripts/admin.mjs"], {
  env: {
    ...process.env,
    PORT: String(port),
    ADMIN_PROXY_PORT: String(port + 1),
    ADMIN_REPO_DIR: repoCopy,
  },
  stdio: "ignore",
});

async function waitForEditor() {
  for (let attempt = 0; attempt < 60; attempt++) {
    const ok = await fetch(editorUrl).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`the editor did not answer at ${editorUrl}`);
}

/** A screenshot as a small PNG (256 colours), ready for the officers' guide. */
async function shoot(page, name) {
  const png = await page.screenshot();
  await sharp(png)
    .png({ palette: true, compressionLevel: 9 })
    .toFile(join(outDir, `admin-${name}.png`));
}

try {
  await waitForEditor();
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
  const context = await browser.newContext({
    locale: "pt-BR",
    viewport: { width: 1280, height: 760 },
  });
  /** A fresh page on one screen of the editor (the sign-in is kept by the context). */
  const open = async (hash) => {
    const page = await context.newPage();
    await page.goto(editorUrl + hash);
    return page;
  };
  let page = await open("#/collections/noticias");
  await page.getByRole("img", { name: "Logo" }).waitFor();
  await shoot(page, "entrar");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.getByRole("heading", { name: "Notícias" }).waitFor();
  await shoot(page, "noticias");

  page = await open("#/collections/noticias/new");
  await page.getByLabel("Número").fill("4");
  await page.getByLabel("Título").fill("Formatura da turma T25 reúne doadores");
  await page.getByLabel("Data").fill("2026-11-20");
  await page
    .getByLabel("Resumo")
    .fill("Ex-alunos acompanharam a cerimônia e conheceram os bolsistas.");
  await page
    .getByRole("textbox")
    .last()
    .fill("A cerimônia reuniu famílias e doadores.");
  await page.getByLabel("Número").scrollIntoViewIfNeeded();
  await shoot(page, "nova-noticia");

  page = await open("#/collections/pessoas/entries/conselhos");
  await page.getByLabel("Nome do órgão").first().waitFor();
  await shoot(page, "pessoas");

  page = await open("#/collections/doacao/entries/doacao");
  await page.getByLabel("Chave PIX", { exact: true }).fill("12.345.678/0001");
  await page.getByRole("button", { name: "Publicar", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publicar agora" }).click();
  await page.getByText(/Chave PIX inválida/).waitFor();
  await page.getByLabel("Chave PIX", { exact: true }).scrollIntoViewIfNeeded();
  await shoot(page, "chave-pix");
  await browser.close();
} finally {
  if (editor.pid) process.kill(editor.pid, "SIGTERM");
  await rm(repoCopy, { recursive: true, force: true });
}
