export type NavItem = { name: string; href: string };

/** The top bar's links, in order. 'Doar' is the call to action beside them. */
export const navigation: NavItem[] = [
  { name: "Início", href: "/" },
  { name: "O ITA", href: "/o-ita" },
  { name: "Quem somos", href: "/quem-somos" },
  { name: "Parceiros", href: "/parceiros" },
  { name: "Doadores", href: "/doadores" },
  { name: "Transparência", href: "/transparencia" },
  { name: "Notícias", href: "/noticias" },
];

export const donateLink: NavItem = { name: "Doar", href: "/doacao" };
