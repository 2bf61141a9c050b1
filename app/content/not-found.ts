/** The texts of the page shown for any address outside the site map. The spec fixes them in English. */
export const notFoundPage = {
  code: "404",
  message: "Oops! Page not found",
  homeLinkLabel: "Return to Home",
  /** Beside the spec's English texts, for the site's readers. */
  explanation:
    "A página que você procurou não existe ou mudou de endereço. Confira o endereço ou siga para uma das seções do site:",
  /** Names the list of the site's sections below the explanation. */
  sectionsLabel: "Seções do site",
  /** The browser tab and search results (the page itself asks not to be indexed). */
  title: "Página não encontrada",
  description: "O endereço acessado não existe no site do Endowment ITA.",
};
