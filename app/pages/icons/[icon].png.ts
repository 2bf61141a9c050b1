import type { APIRoute, GetStaticPaths } from "astro";
import { pngIcons } from "~/assets/icons.server";

export const getStaticPaths = (() =>
  Object.keys(pngIcons).map((icon) => ({
    params: { icon },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const draw = pngIcons[params.icon ?? ""];
  if (!draw) throw new Error(`no icon named ${params.icon}`);
  return new Response(new Uint8Array(await draw()), {
    headers: { "Content-Type": "image/png" },
  });
};
