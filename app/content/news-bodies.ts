// The articles' text, kept apart from content/news.ts so that the pages that only list the
// news (the home page, /noticias) do not carry every body in their JavaScript: only the article
// page imports this module.

/** Each article's body, by its id in content/news.ts. Trusted HTML written by the fund team, never visitor input. */
export const newsArticleBodies: Record<number, string> = {
  1: `
<p>O Endowment ITA atingiu a marca de <strong>R$ 11 milhões</strong> em doações comprometidas, um passo decisivo para tornar o fundo patrimonial dos ex-alunos uma fonte perene de apoio ao Instituto Tecnológico de Aeronáutica.</p>
<p>O resultado reúne contribuições de mais de cinquenta doadores e de duas dezenas de turmas engajadas, de formandos recentes a engenheiros que deixaram o campus há mais de quarenta anos. Cada doação é incorporada ao principal, que é preservado; somente os rendimentos reais, acima da inflação, são aplicados em bolsas, pesquisa e iniciativas estudantis.</p>
<h2>Próxima meta: R$ 25 milhões até o fim de 2025</h2>
<p>Com a nova meta, o fundo pretende ampliar o número de bolsas de permanência, criar cátedras para professores visitantes do exterior e apoiar projetos de competição que levam o nome do instituto a eventos internacionais.</p>
<p>"Cada turma que se engaja mostra aos alunos de hoje que eles fazem parte de uma comunidade que acredita neles", afirma a diretoria executiva do fundo.</p>
<p>Quem quiser contribuir encontra os dados bancários e a chave PIX na página de doação. Doações de qualquer valor são bem-vindas e todas são reconhecidas na página de doadores.</p>`,
  2: `
<p>O Endowment ITA realizou um workshop de planejamento estratégico que reuniu membros do Conselho de Administração, do Conselho Fiscal, da Diretoria Executiva e do Comitê de Investimentos para definir o plano do fundo para o período de <strong>2025 a 2034</strong>.</p>
<p>Ao longo de dois dias, os participantes revisaram a trajetória do fundo, discutiram cenários de captação e de retorno dos investimentos e estabeleceram as prioridades de aplicação dos rendimentos.</p>
<h2>Três eixos para a próxima década</h2>
<ul>
<li><strong>Pessoas:</strong> bolsas de permanência e de pesquisa para que nenhum aluno deixe o instituto por razões financeiras.</li>
<li><strong>Excelência acadêmica:</strong> cátedras com professores estrangeiros e apoio a laboratórios.</li>
<li><strong>Comunidade:</strong> engajamento das turmas e transparência na prestação de contas.</li>
</ul>
<p>O plano completo será apresentado à assembleia geral e publicado na página de transparência.</p>`,
  3: `
<p>A equipe de Baja do ITA anunciou o início do projeto de seu primeiro veículo com <strong>tração 4x4</strong>, um desafio de engenharia que envolve transmissão, suspensão e eletrônica embarcada.</p>
<p>O projeto conta com recursos de iniciativas apoiadas pelos ex-alunos, que financiam materiais, ferramentas e a participação em competições nacionais.</p>
<h2>Aprender fazendo</h2>
<p>Os alunos dividem-se em subsistemas e trabalham com simulação, usinagem e testes em pista. A experiência complementa a formação em sala de aula e prepara os futuros engenheiros para os desafios da indústria.</p>
<p>A equipe pretende apresentar o protótipo na próxima temporada de competições universitárias.</p>`,
};
