// Fictional placeholders: every name, role and class below is invented for the layout and must
// be replaced by the fund's real governance members (with their consent) before publishing.

/** A member of one of the fund's governing bodies, shown as a card on /quem-somos. */
export type Person = {
  /** Full name, as the person wants it published. */
  name: string;
  /** Role in the body, e.g. "Presidente" or "Diretora financeira". */
  role: string;
  /** Graduating class label, "T" plus the two-digit year, e.g. "T98". Leave out when the person has none. */
  turma?: string;
  /** Square portrait under public/images/people/, at least 320×320. */
  photo: string;
};

/** One governing body and its members, in the order the cards appear. */
export type PeopleGroup = {
  /** The body's name, the heading above its grid. */
  title: string;
  people: Person[];
};

/** The card's class line, e.g. "Turma T98". */
export function turmaLabel(turma: string): string {
  return `Turma ${turma}`;
}

/** The portrait's text alternative. */
export function personPhotoAlt(person: Person): string {
  return `Foto de ${person.name}`;
}

export const administrationCouncil: PeopleGroup = {
  title: "Conselho de Administração",
  people: [
    {
      name: "Ricardo Almeida Furtado",
      role: "Presidente",
      turma: "T85",
      photo: "/images/people/ricardo-almeida-furtado.svg",
    },
    {
      name: "Helena Matsumoto Prado",
      role: "Vice-presidente",
      turma: "T92",
      photo: "/images/people/helena-matsumoto-prado.svg",
    },
    {
      name: "Jorge Cavalcanti Lemos",
      role: "Conselheiro",
      turma: "T78",
      photo: "/images/people/jorge-cavalcanti-lemos.svg",
    },
    {
      name: "Patrícia Nogueira Sales",
      role: "Conselheira",
      turma: "T01",
      photo: "/images/people/patricia-nogueira-sales.svg",
    },
    {
      name: "Eduardo Tavares Bastos",
      role: "Conselheiro",
      turma: "T96",
      photo: "/images/people/eduardo-tavares-bastos.svg",
    },
    {
      name: "Mariana Queiroz Antunes",
      role: "Conselheira independente",
      photo: "/images/people/mariana-queiroz-antunes.svg",
    },
    {
      name: "Felipe Yamada Correia",
      role: "Conselheiro",
      turma: "T10",
      photo: "/images/people/felipe-yamada-correia.svg",
    },
  ],
};

export const fiscalCouncil: PeopleGroup = {
  title: "Conselho Fiscal",
  people: [
    {
      name: "Sérgio Vilela Dantas",
      role: "Presidente do Conselho Fiscal",
      turma: "T88",
      photo: "/images/people/sergio-vilela-dantas.svg",
    },
    {
      name: "Luciana Ferraz Moura",
      role: "Conselheira fiscal",
      photo: "/images/people/luciana-ferraz-moura.svg",
    },
    {
      name: "André Pacheco Rios",
      role: "Conselheiro fiscal",
      photo: "/images/people/andre-pacheco-rios.svg",
    },
  ],
};

export const executiveBoard: PeopleGroup = {
  title: "Diretoria Executiva",
  people: [
    {
      name: "Gustavo Brandão Lima",
      role: "Diretor-presidente",
      turma: "T99",
      photo: "/images/people/gustavo-brandao-lima.svg",
    },
    {
      name: "Camila Rezende Duarte",
      role: "Diretora financeira",
      turma: "T05",
      photo: "/images/people/camila-rezende-duarte.svg",
    },
    {
      name: "Rafael Siqueira Pinto",
      role: "Diretor de relacionamento com doadores",
      turma: "T12",
      photo: "/images/people/rafael-siqueira-pinto.svg",
    },
    {
      name: "Beatriz Lacerda Fontes",
      role: "Diretora de comunicação",
      photo: "/images/people/beatriz-lacerda-fontes.svg",
    },
  ],
};

/** The grids of /quem-somos, in page order. */
export const peopleGroups: PeopleGroup[] = [
  administrationCouncil,
  fiscalCouncil,
  executiveBoard,
];
