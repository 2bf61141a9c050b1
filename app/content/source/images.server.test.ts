import { describe, expect, test } from "vitest";
import { newsPicture, portraitPicture } from "./images.server.ts";

describe("newsPicture", () => {
  test.each([
    [
      "a large photo gets copies 600 and 1200 wide",
      "/c/imagens/noticias/Baja.JPG",
      { width: 3000, height: 2000 },
      {
        src: "/images/news/baja-1200.webp",
        srcSet:
          "/images/news/baja-600.webp 600w, /images/news/baja-1200.webp 1200w",
        width: 1200,
        height: 800,
      },
    ],
    [
      "a photo narrower than 1200 is never enlarged",
      "/c/imagens/noticias/foto.png",
      { width: 800, height: 420 },
      {
        src: "/images/news/foto-800.webp",
        srcSet:
          "/images/news/foto-600.webp 600w, /images/news/foto-800.webp 800w",
        width: 800,
        height: 420,
      },
    ],
    [
      "an SVG is used as it is",
      "/c/imagens/noticias/grafico.svg",
      { width: 1200, height: 630 },
      {
        src: "/images/news/grafico.svg",
        srcSet: "",
        width: 1200,
        height: 630,
      },
    ],
  ])("%s", (_case, source, size, picture) => {
    expect(newsPicture(source, size).picture).toEqual(picture);
  });
});

describe("portraitPicture", () => {
  test.each([
    [
      "a photo becomes one square copy 320 wide",
      "/c/imagens/pessoas/ana.jpg",
      { width: 900, height: 1200 },
      { src: "/images/people/ana.webp", srcSet: "", width: 320, height: 320 },
    ],
    [
      "a small photo is not enlarged",
      "/c/imagens/pessoas/ana.jpg",
      { width: 200, height: 240 },
      { src: "/images/people/ana.webp", srcSet: "", width: 200, height: 200 },
    ],
    [
      "an SVG placeholder is used as it is",
      "/c/imagens/pessoas/ana.svg",
      { width: 320, height: 320 },
      { src: "/images/people/ana.svg", srcSet: "", width: 320, height: 320 },
    ],
  ])("%s", (_case, source, size, picture) => {
    expect(portraitPicture(source, size).picture).toEqual(picture);
  });
});
