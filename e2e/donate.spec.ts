import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import jsQR from "jsqr";
import sharp from "sharp";
import { bankAccount, donationPix } from "./content";
import { crc16Hex } from "../app/lib/crc16";
import { expect, test, readClipboard } from "./fixtures";

const KEY_AS_SHOWN = donationPix.key;
// "Copiar chave" copies a CNPJ or CPF as its digits, which every bank app accepts when pasted.
const KEY_AS_COPIED = /^[\d./-]+$/.test(KEY_AS_SHOWN)
  ? KEY_AS_SHOWN.replace(/\D/g, "")
  : KEY_AS_SHOWN;
const QR_ALT = "QR Code PIX para doar ao Endowment ITA";

/** EMV data objects of a BR Code (or of one template inside it), by id. */
function readFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at < payload.length;) {
    const length = Number(payload.slice(at + 2, at + 4));
    expect(Number.isInteger(length), `length at ${at} of ${payload}`).toBe(
      true,
    );
    fields.set(
      payload.slice(at, at + 2),
      payload.slice(at + 4, at + 4 + length),
    );
    at += 4 + length;
  }
  return fields;
}

test("the donation page shows the campaign, the bank data and the US donors section", async ({
  page,
  request,
}) => {
  await page.goto("/doacao");
  const main = page.getByRole("main");
  await expect(
    main.getByRole("heading", {
      level: 1,
      name: "Faça sua doação ao Endowment ITA",
    }),
  ).toBeVisible();
  await expect(
    main.getByRole("heading", { name: "Campanha dos Fundadores" }),
  ).toBeVisible();

  const campaignLink = main.getByRole("link", {
    name: /material da campanha \(PDF\)/,
  });
  await expect(campaignLink).toHaveAttribute("target", "_blank");
  await expect(campaignLink).toHaveAttribute("rel", "noopener noreferrer");
  const pdf = await request.get(
    (await campaignLink.getAttribute("href")) ?? "",
  );
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  const bankCard = main.getByRole("article").filter({
    has: page.getByRole("heading", { name: "Dados bancários" }),
  });
  for (const [label, value] of [
    ["Favorecido", bankAccount.beneficiary],
    ["Banco", bankAccount.bank],
    ["Agência", bankAccount.branch],
    ["Conta corrente", bankAccount.account],
    [`Chave PIX (${donationPix.keyKind})`, KEY_AS_SHOWN],
  ] as const) {
    await expect(
      bankCard.getByRole("term").filter({ hasText: label }),
    ).toBeVisible();
    await expect(bankCard.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(
    bankCard.getByRole("button", { name: "Copiar chave" }),
  ).toBeVisible();

  await expect(
    main.getByRole("heading", { name: "Doações a partir dos Estados Unidos" }),
  ).toBeVisible();
  await expect(
    main.getByText(/registrada nos Estados Unidos como 501\(c\)\(3\)/),
  ).toBeVisible();
  await expect(
    main.getByText(/plataforma de doações corporativas \(matching gifts\)/),
  ).toBeVisible();
});

test("copying the PIX key puts it on the clipboard as digits and says so", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/doacao");
  await expect(
    page.getByRole("status").filter({ hasText: "Chave PIX copiada!" }),
  ).toHaveCount(0);
  await page.getByRole("button", { name: "Copiar chave" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Chave PIX copiada!" }),
  ).toBeVisible();
  expect(await readClipboard(page)).toBe(KEY_AS_COPIED);
});

test("'Copiar código' puts the whole Pix Copia e Cola code on the clipboard and says so", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/doacao");
  const code = await page.getByText(/^000201/).textContent();
  expect(code).toMatch(/^000201.*6304[0-9A-F]{4}$/);
  await page.getByRole("button", { name: "Copiar código" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Código Pix Copia e Cola copiado!" }),
  ).toBeVisible();
  expect(await readClipboard(page)).toBe(code);
});

for (const { button, selected } of [
  { button: "Copiar chave", selected: KEY_AS_SHOWN },
  { button: "Copiar código", selected: /^000201.*6304[0-9A-F]{4}$/ },
]) {
  test(`when the clipboard is refused, '${button}' selects the text and says to copy it by hand`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(
          new DOMException("Write permission denied.", "NotAllowedError"),
        );
    });
    await page.goto("/doacao");
    await page.getByRole("button", { name: button }).click();
    await expect(
      page.getByRole("status").filter({
        hasText: /Não foi possível copiar automaticamente.*Ctrl\+C/,
      }),
    ).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: "copiad" }),
    ).toHaveCount(0);
    const selection = await page.evaluate(
      () => window.getSelection()?.toString() ?? "",
    );
    if (typeof selected === "string") expect(selection).toBe(selected);
    else expect(selection).toMatch(selected);
  });
}

test("the QR code decodes to the Pix Copia e Cola code, with a valid CRC and the key shown", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/doacao");
  const qrImage = page.getByRole("img", { name: QR_ALT });
  await expect(qrImage).toHaveAttribute("src", /^data:image\/svg\+xml;/);
  await expect(qrImage).toHaveAttribute("width", /^\d+$/);
  await expect(qrImage).toHaveAttribute("height", /^\d+$/);

  const screenshot = await qrImage.screenshot();
  const { data, info } = await sharp(screenshot)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  expect(decoded, "a readable QR code").not.toBeNull();
  const payload = decoded?.data ?? "";

  expect(payload.slice(-8, -4)).toBe("6304");
  expect(payload.slice(-4)).toBe(crc16Hex(payload.slice(0, -4)));
  const fields = readFields(payload);
  expect([...fields.keys()]).toEqual([
    "00",
    "26",
    "52",
    "53",
    "58",
    "59",
    "60",
    "62",
    "63",
  ]);
  expect(fields.get("00")).toBe("01");
  expect(fields.get("53")).toBe("986");
  expect(fields.get("58")).toBe("BR");
  const account = readFields(fields.get("26") ?? "");
  expect(account.get("00")).toBe("br.gov.bcb.pix");

  await expect(page.getByText(KEY_AS_SHOWN, { exact: true })).toBeVisible();
  expect(account.get("01")).toBe(KEY_AS_COPIED);
  await expect(page.getByText(payload, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Copiar código" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Código Pix Copia e Cola copiado!" }),
  ).toBeVisible();
  expect(await readClipboard(page)).toBe(payload);
});

test("'Doar' on an article opens the donation page with its QR code", async ({
  page,
}) => {
  await page.goto("/noticias/1");
  await page
    .getByRole("banner")
    .getByRole("link", { name: "Doar", exact: true })
    .click();
  await expect(page).toHaveURL(/\/doacao$/);
  const qrImage = page.getByRole("img", { name: QR_ALT });
  await expect(qrImage).toBeVisible();
  await expect(qrImage).toHaveAttribute("src", /^data:image\/svg\+xml;/);
  expect(
    await qrImage.evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBeGreaterThan(0);
  await expect(page.getByText(/^000201.*6304[0-9A-F]{4}$/)).toBeVisible();
});

test("no QR code or BR Code generation code ships in the browser's JavaScript", async () => {
  const assetsDir = join(process.env.BUILD_DIR ?? "build", "client", "assets");
  const scripts = (await readdir(assetsDir)).filter((name) =>
    name.endsWith(".js"),
  );
  expect(scripts.length, "client scripts in the build").toBeGreaterThan(0);
  const bundle = (
    await Promise.all(
      scripts.map((name) => readFile(join(assetsDir, name), "utf8")),
    )
  ).join("\n");

  // Strings that survive minification: error texts of the qrcode package, and the Pix GUI.
  const qrcodeSource = (
    await Promise.all(
      ["core/version.js", "core/mask-pattern.js", "core/utils.js"].map((file) =>
        readFile(join("node_modules", "qrcode", "lib", file), "utf8"),
      ),
    )
  ).join("\n");
  for (const needle of [
    "Invalid QR Code version",
    "bad maskPattern",
    "toSJISFunc",
  ]) {
    expect(qrcodeSource, "the needle belongs to the qrcode package").toContain(
      needle,
    );
    expect(bundle).not.toContain(needle);
  }
  expect(bundle).not.toContain("br.gov.bcb.pix");
});
