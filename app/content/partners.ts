import type { Stat } from "./stat";

/** A partner association's mark, a small SVG under public/images/partners/. */
export type PartnerMark = {
  src: string;
  /** Names the association, e.g. "Marca da AEITA". */
  alt: string;
  /** Intrinsic size of the SVG, in pixels. */
  width: number;
  height: number;
};

/** How a partner association presents itself at the top of its section. */
export type PartnerIdentity = {
  /** Short name, the section's heading, e.g. "AEITA". */
  acronym: string;
  /** Full name under the acronym. */
  name: string;
  mark: PartnerMark;
  /** Legal nature shown as a badge, e.g. "Sem fins lucrativos". */
  legalForm?: string;
};

/** Words of a person who benefited from a partner's work. */
export type Testimonial = {
  quote: string;
  /** Who said it: a fictional person, never a real name. */
  author: string;
  /** Graduating class and context, e.g. "Turma de 2015, ex-bolsista da Bolsa Aluno". */
  detail: string;
};

/** One line of work of a partner association. */
export type PartnerActivity = {
  title: string;
  text: string;
};

/** Keys that tie each supported initiative to its icon on the screen. */
export type InitiativeId =
  | "robotics"
  | "evtol"
  | "rockets"
  | "cubesat"
  | "biorobotics"
  | "formula"
  | "aerodesign"
  | "baja"
  | "chess"
  | "math"
  | "junior-consultancy"
  | "defence-studies";

/** A student technical initiative the alumni support association funds. */
export type TechnicalInitiative = {
  id: InitiativeId;
  /** Short pt-BR name shown as the card title. */
  name: string;
  /** One line on what the students do. */
  description: string;
};

export const partners = {
  meta: {
    title: "Parceiros",
    description:
      "Conheça a AEITA e a ITAEx, associações de ex-alunos parceiras do Endowment ITA: mais de 2.500 bolsas oferecidas e 12 iniciativas técnicas apoiadas.",
  },
  hero: {
    eyebrow: "Parceiros",
    title: "Nossos Parceiros Estratégicos",
    lead: "Duas associações de ex-alunos caminham ao lado do Endowment ITA para apoiar quem estuda, ensina e pesquisa no instituto.",
  },
  /** Heading of the mission block in each association's section. */
  missionTitle: "Missão",
  aeita: {
    acronym: "AEITA",
    name: "Associação dos Engenheiros do ITA",
    mark: {
      src: "/images/partners/aeita.svg",
      alt: "Marca da AEITA",
      width: 96,
      height: 96,
    } satisfies PartnerMark,
    mission:
      "Unir os engenheiros formados pelo ITA, fortalecer seus laços com o instituto e garantir que nenhum aluno deixe o curso por falta de recursos.",
    scholarship: {
      title: "Bolsa Aluno",
      text: "A Bolsa Aluno ajuda alunos de graduação em situação de vulnerabilidade a custear moradia, alimentação, transporte e material de estudo, para que se dediquem integralmente ao curso.",
      figures: [
        { value: "2.500+", label: "bolsas oferecidas" },
        { value: "R$ 1,5M+", label: "concedidos em bolsas" },
        {
          value: "Desde 2012",
          label: "evasão por motivos financeiros eliminada",
        },
      ] satisfies Stat[],
    },
    // Fictional former scholarship holder; replace with a real, authorised testimonial.
    testimonial: {
      quote:
        "Quando passei no ITA, minha família não tinha como me manter em São José dos Campos. A Bolsa Aluno pagou o que faltava e me deixou estudar em paz. Hoje projeto satélites e faço questão de retribuir como doador.",
      author: "Rafael Monteiro Antunes",
      detail: "Turma de 2015, ex-bolsista da Bolsa Aluno",
    } satisfies Testimonial,
  },
  itaex: {
    acronym: "ITAEx",
    name: "Associação de apoio ao ITA formada por ex-alunos",
    /** Badge beside the name. */
    legalForm: "Sem fins lucrativos",
    mark: {
      src: "/images/partners/itaex.svg",
      alt: "Marca da ITAEx",
      width: 96,
      height: 96,
    } satisfies PartnerMark,
    mission:
      "Mobilizar ex-alunos para investir no ITA, apoiando projetos que melhoram o ensino, a pesquisa e a vida no campus.",
    activitiesTitle: "Como a ITAEx atua",
    activities: [
      {
        title: "Iniciativas técnicas",
        text: "Apoio financeiro e mentoria a 12 iniciativas técnicas estudantis, de foguetes a consultoria.",
      },
      {
        title: "Projetos de professores e alunos",
        text: "Recursos para projetos de ensino, pesquisa e extensão propostos pela comunidade acadêmica.",
      },
      {
        title: "Apoio à infraestrutura",
        text: "Reforma e equipamento de laboratórios, oficinas e espaços de convivência do campus.",
      },
    ] satisfies PartnerActivity[],
    initiativesTitle: "Iniciativas técnicas apoiadas",
    initiatives: [
      {
        id: "robotics",
        name: "Robótica",
        description:
          "Robôs autônomos para competições nacionais e internacionais.",
      },
      {
        id: "evtol",
        name: "eVTOL",
        description: "Aeronave elétrica de pouso e decolagem vertical.",
      },
      {
        id: "rockets",
        name: "Projeto de Foguetes",
        description:
          "Foguetes experimentais projetados, construídos e lançados por alunos.",
      },
      {
        id: "cubesat",
        name: "CubeSat",
        description:
          "Nanossatélite desenvolvido do projeto à operação em órbita.",
      },
      {
        id: "biorobotics",
        name: "Biorrobótica",
        description:
          "Próteses e dispositivos robóticos para saúde e reabilitação.",
      },
      {
        id: "formula",
        name: "Fórmula",
        description:
          "Carro de corrida do tipo fórmula para competições universitárias.",
      },
      {
        id: "aerodesign",
        name: "Aerodesign",
        description: "Aeronaves radiocontroladas que levam o máximo de carga.",
      },
      {
        id: "baja",
        name: "Baja",
        description:
          "Veículo fora de estrada construído para provas de resistência.",
      },
      {
        id: "chess",
        name: "Clube de Xadrez",
        description:
          "Treinos e torneios que exercitam estratégia e raciocínio.",
      },
      {
        id: "math",
        name: "Grupo de Matemática",
        description:
          "Preparação para olimpíadas e estudos de matemática avançada.",
      },
      {
        id: "junior-consultancy",
        name: "Empresa Júnior de Consultoria",
        description:
          "Alunos prestam consultoria em engenharia e gestão a empresas.",
      },
      {
        id: "defence-studies",
        name: "Centro de Estudos de Defesa",
        description: "Estudos e debates sobre defesa, soberania e tecnologia.",
      },
    ] satisfies TechnicalInitiative[],
  },
};
