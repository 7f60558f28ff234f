// src/shared/copy/sentences/editor-values.ts in Portuguese (Brazil).
import { icu } from './language';

export const uploadLimitReachedMessage = icu<[megabytes: number, files: number]>(
  'Limite de upload atingido: suas imagens podem ocupar {megabytes} MB e {files, plural, one {# arquivo} other {# arquivos}} no total. Remova dos seus cartões e perfis as imagens que você não usa mais e tente de novo (imagens sem uso são excluídas em até um dia).',
  'megabytes',
  'files',
);
export const qrColoursTooCloseMessage = icu<[ratio: string]>(
  'Estas cores estão próximas demais para uma leitura confiável: o contraste delas é {ratio}:1 e códigos QR precisam de pelo menos 4,5:1. Escureça o primeiro plano ou clareie o fundo.',
  'ratio',
);
export const accentAdjustedMessage = icu<[chosen: string, used: string]>(
  'O texto na sua cor de destaque aparece como {used}: {chosen} ficaria difícil de ler neste fundo.',
  'chosen',
  'used',
);
