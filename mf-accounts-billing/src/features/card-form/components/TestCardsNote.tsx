import { formatCardNumberInput, TEST_CARDS, type TestCard } from '@qip/shared-contracts';
import styled from 'styled-components';

const OUTCOMES: Record<TestCard['outcome'], string> = {
  succeeds: 'payment succeeds',
  declined: 'card declined',
  insufficient_funds: 'insufficient funds',
  fails_on_charge: 'card is saved, payments fail',
};

const Note = styled.aside`
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colours.info};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.infoSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & ul {
    margin: ${({ theme }) => theme.space(2)} 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
  & code {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

/** Local test mode takes only Stripe's test cards: say which, so a demo user knows what to type. */
export function TestCardsNote() {
  return (
    <Note aria-label="Test cards">
      <strong>Test mode: no real card is charged.</strong> Use one of these card numbers:
      <ul>
        {TEST_CARDS.map((card) => (
          <li key={card.token}>
            <code>{formatCardNumberInput(card.number)}</code>: {OUTCOMES[card.outcome]}
          </li>
        ))}
      </ul>
      Any future expiry date and any 3-digit CVC.
    </Note>
  );
}
