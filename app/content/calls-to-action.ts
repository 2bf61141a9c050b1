/** A closing invitation to donate; several screens end with one. */
export type CallToAction = {
  title: string;
  text: string;
  linkLabel: string;
  href: string;
};

export const newsCallToAction: CallToAction = {
  title: "Faça Parte desta História",
  text: "Sua doação fortalece o fundo patrimonial e garante bolsas, pesquisa e iniciativas estudantis para as próximas gerações.",
  linkLabel: "Quero Doar Agora",
  href: "/doacao",
};

export const institutionCallToAction: CallToAction = {
  title: "Faça sua Doação",
  text: "Contribua para manter o ITA como referência em engenharia e inovação. Cada real doado é preservado e gera rendimentos para sempre.",
  linkLabel: "Faça sua Doação",
  href: "/doacao",
};
