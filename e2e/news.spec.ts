import { type Page } from "@playwright/test";
import { expect, test, waitForHydration, readClipboard } from "./fixtures";

const articles = [
  {
    path: "/noticias/1",
    title: "Doações ao Endowment ITA ultrapassam R$ 11 milhões",
    date: "2 de abril de 2025",
  },
  {
    path: "/noticias/2",
    title: "Workshop define o plano estratégico 2025–2034",
    date: "27 de março de 2025",
  },
  {
    path: "/noticias/3",
    title: "Equipe Baja lança projeto de veículo 4x4",
    date: "21 de março de 2025",
  },
];

/** The news cards of the list, in the page's main region. */
function newsCards(page: Page) {
  return page.getByRole("main").getByRole("article");
}

test("the news list opens with its title and subtitle and ends with the call to donate", async ({
  page,
}) => {
  await page.goto("/noticias");
  await expect(
    page.getByRole("heading", { level: 1, name: "Notícias" }),
  ).toBeVisible();
  await expect(
    page.getByText(
      "Acompanhe as últimas novidades e realizações do Endowment ITA.",
    ),
  ).toBeVisible();
  await expect(page).toHaveTitle("Notícias | Endowment ITA");
  await expect(newsCards(page)).toHaveCount(3);
  await expect(
    page.getByRole("heading", { level: 2, name: "Faça Parte desta História" }),
  ).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Quero Doar Agora" }),
  ).toHaveAttribute("href", "/doacao");
});

for (const [width, columns] of [
  [375, 1],
  [768, 2],
  [1280, 3],
] as const) {
  test(`the news grid has ${columns} column(s) at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/noticias");
    const cards = newsCards(page);
    await expect(cards).toHaveCount(3);
    const offsets = new Set<number>();
    for (const card of await cards.all()) {
      const box = await card.boundingBox();
      if (box) offsets.add(Math.round(box.x));
    }
    expect(offsets.size).toBe(columns);
  });
}

for (const timezoneId of [
  "America/Sao_Paulo",
  "Asia/Tokyo",
  "Pacific/Honolulu",
]) {
  test.describe(`in the ${timezoneId} time zone`, () => {
    test.use({ timezoneId });

    test("the news cards show each date in long pt-BR form", async ({
      page,
    }) => {
      await page.goto("/noticias");
      for (const article of articles) {
        const card = newsCards(page).filter({ hasText: article.title });
        await expect(card.locator("time")).toHaveText(article.date);
      }
    });

    test("the article page shows its date in long pt-BR form", async ({
      page,
    }) => {
      const [article] = articles;
      await page.goto(article!.path);
      await expect(page.getByRole("main").locator("time").first()).toHaveText(
        article!.date,
      );
    });
  });
}

test("card titles are clamped to 2 lines and summaries to 3", async ({
  page,
}) => {
  await page.goto("/noticias");
  const card = newsCards(page).first();
  await expect(card.getByRole("heading", { level: 2 })).toHaveCSS(
    "-webkit-line-clamp",
    "2",
  );
  await expect(
    card.getByText(/^O fundo patrimonial dos ex-alunos superou/),
  ).toHaveCSS("-webkit-line-clamp", "3");
});

test("'Ler mais' opens the article", async ({ page }) => {
  await page.goto("/noticias");
  const [, article] = articles;
  await page.getByRole("link", { name: `Ler mais: ${article!.title}` }).click();
  await expect(page).toHaveURL(article!.path);
  await expect(
    page.getByRole("heading", { level: 1, name: article!.title }),
  ).toBeVisible();
});

test("an article shows its title, date, author, image and body", async ({
  page,
}) => {
  await page.goto("/noticias/1");
  await expect(
    page.getByRole("link", { name: "Voltar para notícias" }),
  ).toHaveAttribute("href", "/noticias");
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Doações ao Endowment ITA ultrapassam R$ 11 milhões",
    }),
  ).toBeVisible();
  await expect(
    page.getByText("2 de abril de 2025", { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText("Equipe Endowment ITA", { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveTitle(
    "Doações ao Endowment ITA ultrapassam R$ 11 milhões | Endowment ITA",
  );

  const image = page.getByRole("img", { name: /gráfico de barras/ });
  await expect(image).toHaveAttribute("fetchpriority", "high");
  await expect(image).not.toHaveAttribute("loading", "lazy");
  await expect
    .poll(() =>
      image.evaluate((img: HTMLImageElement) =>
        img.complete ? img.naturalWidth : 0,
      ),
    )
    .toBeGreaterThan(0);

  const article = page.getByRole("article");
  await expect(
    article.getByRole("heading", {
      level: 2,
      name: "Próxima meta: R$ 25 milhões até o fim de 2025",
    }),
  ).toBeVisible();
  await expect(article.getByRole("paragraph")).not.toHaveCount(0);
  await expect(
    article.getByText(/atingiu a marca de R\$ 11 milhões/),
  ).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Quero Doar Agora" }),
  ).toHaveAttribute("href", "/doacao");
});

test("on a slow connection, an article's picture downloads before any script, and the page then becomes interactive", async ({
  page,
}) => {
  // Lighthouse's mobile link: scripts fetched alongside the picture would share it.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Network.enable");
  await devtools.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1_600 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.goto("/noticias/1");
  await waitForHydration(page);
  const timings = await page.evaluate(() =>
    (
      performance.getEntriesByType("resource") as PerformanceResourceTiming[]
    ).map(({ name, startTime, responseEnd }) => ({
      path: new URL(name).pathname,
      startTime,
      responseEnd,
    })),
  );
  const picture = timings.find((entry) =>
    entry.path.startsWith("/images/news/"),
  );
  const scripts = timings.filter((entry) => entry.path.endsWith(".js"));
  expect(picture).toBeDefined();
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script.startTime, script.path).toBeGreaterThanOrEqual(
      picture!.responseEnd,
    );
  }
});

test("when an article's picture stalls, the page still becomes interactive on a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.route("**/images/news/**", () => {
    // Never answered: the picture stays on its way.
  });
  await page.goto("/noticias/1", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Abrir menu" }).click();
  await expect(
    page.getByRole("navigation", { name: "Menu" }).getByRole("link", {
      name: "Notícias",
    }),
  ).toBeVisible();
});

test("the share button uses the device's share sheet with the title and address", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const calls: ShareData[] = [];
    Object.defineProperty(window, "shareCalls", { value: calls });
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: async (data: ShareData) => {
        calls.push(data);
      },
    });
  });
  await page.goto("/noticias/2");
  await page.getByRole("button", { name: "Compartilhar" }).click();
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { shareCalls: ShareData[] }).shareCalls,
      ),
    )
    .toEqual([
      {
        title: "Workshop define o plano estratégico 2025–2034",
        url: page.url(),
      },
    ]);
  await expect(page.getByRole("main").getByRole("status")).toHaveText("");
});

test("without a share sheet, the share button copies the address and says so", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
  });
  await page.goto("/noticias/3");
  await page.getByRole("button", { name: "Compartilhar" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "Link copiado!",
  );
  await expect(page.getByText("Link copiado!")).toBeVisible();
  expect(await readClipboard(page)).toBe(page.url());
});

test("when the clipboard is refused, the share button says to copy the address by hand", async ({
  page,
}) => {
  await page.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
    Object.defineProperty(Clipboard.prototype, "writeText", {
      configurable: true,
      value: () =>
        Promise.reject(new DOMException("Negado", "NotAllowedError")),
    });
  });
  await page.goto("/noticias/3");
  await page.getByRole("button", { name: "Compartilhar" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    /Copie o endereço na barra do navegador/,
  );
});

for (const path of ["/noticias/99", "/noticias/abc"]) {
  test(`${path} says the article was not found and links back to the list`, async ({
    page,
    pageProblems,
  }) => {
    // The server answers an unknown article with its not-found page and status 404.
    pageProblems.allow(new RegExp(`status of 404 .*${path}$`));
    await page.goto(path);
    await expect(
      page.getByRole("heading", { level: 1, name: "Notícia não encontrada" }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Voltar para notícias" }),
    ).toHaveAttribute("href", "/noticias");
    await expect(page).toHaveTitle("Notícia não encontrada | Endowment ITA");
  });
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("an unknown article still says it was not found", async ({
    page,
    pageProblems,
  }) => {
    pageProblems.allow(/status of 404 .*\/noticias\/99$/);
    const response = await page.goto("/noticias/99");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Notícia não encontrada" }),
    ).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toHaveCount(0);
  });
});
