// The accessibility statement (src/shared/copy/sentences/accessibility.ts).
import { icu } from './language';

export const accessibilityTitle = 'Declaração de acessibilidade';
export const accessibilityIntro =
  'O Catalyst Connect deve funcionar para todas as pessoas: quem tem os cartões, suas equipes e cada visitante que abre a página de um cartão. Esta declaração abrange as páginas públicas de perfil, o app dos titulares e as telas de acesso neste endereço.';
export const accessibilityConformanceHeading = 'Nível de acessibilidade';
export const accessibilityConformance =
  'Nosso objetivo é o nível AA das Diretrizes de Acessibilidade para Conteúdo Web (WCAG) 2.2. Antes de cada versão, cada tela é verificada com as regras automáticas do axe-core para WCAG 2.0 e 2.1 (A e AA), em largura de celular e de computador, nos temas claro e escuro, e não pode apresentar nenhum problema grave ou crítico. Cada tela também é usada só com o teclado: todo controle precisa ser alcançável e mostrar onde está o foco.';
export const accessibilityPartial =
  'Verificações automáticas não conseguem avaliar tudo, por isso o produto está parcialmente em conformidade com as WCAG 2.2 AA: as exceções que conhecemos estão listadas abaixo.';
export const accessibilityLanguagesHeading = 'Idiomas';
export const accessibilityLanguages =
  'As páginas aparecem no idioma do visitante quando ele é um dos nove que oferecemos, e da direita para a esquerda em árabe. Um menu de idiomas no rodapé de cada página pública permite trocá-lo.';
export const accessibilityKnownHeading = 'O que sabemos que não está em conformidade';
export const accessibilityKnownOwnerWords =
  'Os textos que o titular do cartão escreve (nome, cargo, slogan, rótulos dos botões) não são marcados com o próprio idioma, então um leitor de tela pode lê-los com a pronúncia da página (WCAG 3.1.2).';
export const accessibilityKnownImages =
  'Uma foto ou um logotipo é descrito pelo nome da pessoa ou da empresa, não pelo que mostra.';
export const accessibilityKnownCamera =
  'Ler um cartão de papel ou um crachá com a câmera exige visão; todo campo preenchido assim também pode ser digitado.';
export const accessibilityKnownThirdParty =
  'Pagamento, faturas e o acesso pela sua empresa abrem páginas do provedor de pagamentos e do seu provedor de identidade, que seguem as próprias declarações de acessibilidade.';
export const accessibilityReportHeading = 'Informar uma barreira';
export const accessibilityReport = icu<[email: string]>(
  'Se algo impedir você de usar uma página ou uma tela, escreva para {email} com o endereço da página e o que aconteceu. Respondemos a todos os relatos.',
  'email',
);
export const accessibilityReviewed = icu<[date: number]>(
  'Esta declaração foi revisada pela última vez em {date, date, long}.',
  'date',
);
export const accessibilityKnownTargetSize =
  'Algumas caixas de seleção e links pequenos são menores que os 24 × 24 pixels que as WCAG 2.2 exigem de um alvo (2.5.8); as verificações automáticas ainda não incluem essa regra.';
