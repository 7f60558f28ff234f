/**
 * What a card is called where the owner or a team admin tells cards apart (messages, leads, the
 * team's cards): its nickname, else its person's name, else its product.
 */
export function cardNameOf(card: {
  nickname: string | null;
  firstName: string | null;
  lastName: string | null;
  product: string;
}): string {
  return card.nickname || [card.firstName, card.lastName].filter(Boolean).join(' ') || card.product;
}
