import { describe, expect, test } from "vitest";
import { portraitProblem } from "./disk-checks.ts";

const squareEnough =
  "a página mostra a foto quadrada; um lado pode ter até 20% a mais que o outro";

describe("a portrait's size is refused once, with the size it needs", () => {
  test.each([
    [200, 300, false, `use uma foto quadrada de 320x320 pixels ou maior (${squareEnough})`],
    [300, 200, false, `use uma foto quadrada de 320x320 pixels ou maior (${squareEnough})`],
    [200, 200, false, `use uma foto quadrada de 320x320 pixels ou maior (${squareEnough})`],
    [319, 319, false, `use uma foto quadrada de 320x320 pixels ou maior (${squareEnough})`],
    [400, 600, false, `recorte-a em um quadrado de 400x400 pixels (${squareEnough})`],
    [900, 320, false, `recorte-a em um quadrado de 320x320 pixels (${squareEnough})`],
    [320, 385, false, `recorte-a em um quadrado de 320x320 pixels (${squareEnough})`],
    [40, 90, true, `recorte-a em um quadrado (${squareEnough})`],
    [320, 320, false, undefined],
    [320, 384, false, undefined],
    [2000, 1700, false, undefined],
    [40, 40, true, undefined],
  ])("%ix%i (SVG: %s)", (width, height, isSvg, problem) => {
    expect(portraitProblem({ width, height }, isSvg)).toBe(problem);
  });

  test.each([
    [200, 300],
    [300, 200],
    [400, 600],
    [900, 320],
  ])("the size %ix%i is told to take is accepted", (width, height) => {
    const [, side] = /(\d+)x\1 pixels/.exec(portraitProblem({ width, height }, false) ?? "") ?? [];
    expect(side).toBeDefined();
    expect(portraitProblem({ width: Number(side), height: Number(side) }, false)).toBeUndefined();
  });
});
