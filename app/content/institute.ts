import type { Stat } from "./stat";

/** One reason the institute stands apart, shown as a card with an icon. */
export type Differentiator = {
  title: string;
  /** One or two sentences under the title. */
  text: string;
};

/** A field of the economy the institute's research and graduates serve. */
export type StrategicSector = {
  /** Short name shown as the card title, e.g. "Aeroespacial". */
  name: string;
  text: string;
};

/** A wordmark in the row of companies founded or impacted by alumni. */
export type CompanyLogo = {
  /** The company's name; also the image's alt text. */
  name: string;
  /** SVG wordmark under public/images/companies/. */
  src: string;
  /** Intrinsic size of the SVG, in pixels. */
  width: number;
  height: number;
};

export const institute = {
  meta: {
    title: "O ITA",
    description:
      "Há 75 anos o ITA forma engenheiros de excelência: mais de 7.000 engenheiros, mais de 8.000 mestres e doutores e dois campi a serviço da inovação brasileira.",
  },
  hero: {
    eyebrow: "Instituto Tecnológico de Aeronáutica",
    title: "Referência em inovação tecnológica desde 1950",
    lead: "Há 75 anos o ITA forma engenheiros que projetam aviões, satélites, empresas e políticas públicas, e que ajudaram a construir a indústria aeroespacial brasileira.",
  },
  stats: {
    /** Accessible name of the figures band. */
    label: "O ITA em números",
    items: [
      { value: "+7.000", label: "engenheiros formados desde 1950" },
      { value: "+8.000", label: "mestres e doutores" },
      { value: "2", label: "campi: São José dos Campos e Fortaleza" },
    ] satisfies Stat[],
  },
  differentiators: {
    title: "O que faz do ITA um lugar único",
    items: [
      {
        title: "Seleção rigorosa de talentos",
        text: "Um dos vestibulares mais exigentes do país reúne estudantes de todas as regiões, escolhidos apenas pelo mérito.",
      },
      {
        title: "Corpo docente altamente qualificado",
        text: "Professores doutores, com pesquisa de ponta e estreita ligação com a indústria e os centros de pesquisa.",
      },
      {
        title: "Disciplina Consciente",
        text: "O código de ética dos alunos, baseado na honestidade e na confiança: provas sem fiscal e responsabilidade de cada um.",
      },
      {
        title: "Modelo imersivo",
        text: "Os alunos vivem no campus, em alojamento próprio, e convivem com colegas e professores em tempo integral.",
      },
    ] satisfies Differentiator[],
  },
  sectors: {
    title: "Setores estratégicos",
    lead: "Ensino e pesquisa voltados para as áreas que definem o desenvolvimento do país.",
    items: [
      {
        name: "Aeroespacial",
        text: "Aeronaves, satélites, foguetes e sistemas de defesa, do projeto à certificação.",
      },
      {
        name: "Energia",
        text: "Fontes renováveis, eficiência energética e novas tecnologias de propulsão.",
      },
      {
        name: "Produtividade Industrial",
        text: "Automação, manufatura avançada e gestão de operações para a indústria nacional.",
      },
    ] satisfies StrategicSector[],
  },
  companies: {
    title: "Empresas fundadas ou impulsionadas por ex-alunos",
    lead: "Iteanos criaram e transformaram empresas de tecnologia, serviços e indústria.",
    // Fictional companies with made-up wordmarks, standing in until the fund picks real examples.
    logos: [
      {
        name: "AeroVale Sistemas",
        src: "/images/companies/aerovale-sistemas.svg",
        width: 176,
        height: 64,
      },
      {
        name: "Orbital Sul",
        src: "/images/companies/orbital-sul.svg",
        width: 176,
        height: 64,
      },
      {
        name: "Propulsa Energia",
        src: "/images/companies/propulsa-energia.svg",
        width: 176,
        height: 64,
      },
      {
        name: "Malha Dados",
        src: "/images/companies/malha-dados.svg",
        width: 176,
        height: 64,
      },
      {
        name: "Torque Robótica",
        src: "/images/companies/torque-robotica.svg",
        width: 176,
        height: 64,
      },
      {
        name: "Cumulus Aviação",
        src: "/images/companies/cumulus-aviacao.svg",
        width: 176,
        height: 64,
      },
    ] satisfies CompanyLogo[],
  },
  education: {
    title: "Formação de excelência em engenharia",
    paragraphs: [
      "O ITA oferece cursos de graduação em engenharia aeronáutica, aeroespacial, civil-aeronáutica, de computação, eletrônica e mecânica-aeronáutica, além de programas de mestrado e doutorado reconhecidos entre os melhores do país.",
      "A formação une base científica sólida, projetos práticos desde os primeiros anos e contato direto com empresas, laboratórios e centros de pesquisa. Os alunos aprendem a resolver problemas reais em equipe, dentro e fora da sala de aula.",
      "O fundo patrimonial dos ex-alunos ajuda a manter esse padrão: seus rendimentos financiam bolsas, pesquisa, cátedras e iniciativas estudantis que mantêm o ITA na fronteira da engenharia.",
    ],
  },
};
