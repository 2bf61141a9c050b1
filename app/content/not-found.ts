/** The texts of the page shown for any address outside the site map. The spec fixes them in English. */
export const notFoundPage = {
  code: "404",
  message: "Oops! Page not found",
  homeLinkLabel: "Return to Home",
  /** The browser tab and search results (the page itself asks not to be indexed). */
  title: "Página não encontrada",
  description: "O endereço acessado não existe no site do Endowment ITA.",
};
