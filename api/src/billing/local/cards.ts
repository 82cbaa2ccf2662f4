import { CARD_MESSAGES, testCardOfToken } from '@qip/shared-contracts';

/** A stored card's test token and expiry: all the local provider knows of a card. */
export interface StoredCard {
  test_token: string;
  exp_month: number;
  exp_year: number;
}

/** Whether the card's expiry month is over at `now`. */
export function isExpired(card: StoredCard, now: Date): boolean {
  const year = now.getUTCFullYear();
  return card.exp_year < year || (card.exp_year === year && card.exp_month < now.getUTCMonth() + 1);
}

/**
 * Why the card is refused, in Stripe's words, or null when it goes through. As in Stripe's test
 * mode, a declined or insufficient-funds card is refused as soon as it is attached; the 0341
 * card attaches and fails each charge.
 */
export function cardRefusal(card: StoredCard, now: Date, when: 'attach' | 'charge'): string | null {
  if (isExpired(card, now)) return CARD_MESSAGES.expired;
  const outcome = testCardOfToken(card.test_token)?.outcome;
  if (outcome === 'declined') return CARD_MESSAGES.declined;
  if (outcome === 'insufficient_funds') return CARD_MESSAGES.insufficientFunds;
  if (outcome === 'fails_on_charge' && when === 'charge') return CARD_MESSAGES.declined;
  return outcome ? null : CARD_MESSAGES.notATestCard;
}
