/** The officers' folder, relative to the project: CONTENT_DIR (the tests build a copy) or content. */
export const contentDir = process.env.CONTENT_DIR ?? "content";
