import type { Question } from '@qip/shared-contracts';
import { renderWithPlatform } from '@qip/shared-ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { question } from '../../../testing/fixtures';
import { QuestionCard, type QuestionCardProps } from './QuestionCard';

function renderCard(overrides: Partial<Question> = {}, props: Partial<QuestionCardProps> = {}) {
  const handlers = {
    onAnswer: jest.fn(),
    onOpenNotes: jest.fn(),
    onOpenStrategy: jest.fn(),
    onOpenEvidence: jest.fn(),
    onOpenHistory: jest.fn(),
  };
  renderWithPlatform(
    <QuestionCard
      question={question(overrides)}
      saving={null}
      blocked={false}
      readOnly={false}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('a question card', () => {
  it('shows the element, category, title, description and that it is unanswered', () => {
    renderCard();
    const card = screen.getByRole('article', { name: 'Does every room follow the planning cycle?' });
    expect(card).toHaveTextContent('1.3.1 · Embedded');
    expect(card).toHaveTextContent('Unanswered');
    expect(card).toHaveTextContent('Observe, analyse, plan, act, reflect.');
    expect(screen.queryByRole('button', { name: 'Goal & strategy' })).not.toBeInTheDocument();
  });

  it('passes the chosen answer on', async () => {
    const { onAnswer } = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Not applicable' }));
    expect(onAnswer).toHaveBeenCalledWith(3);
  });

  it('for a Yes, presses Yes and shows the evidence that shows it', () => {
    renderCard({ status: 1 });
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Room programs that show each step.')).toBeInTheDocument();
  });

  it('for a Yes, shows the evidence indicator with its count and opens the evidence', async () => {
    const { onOpenEvidence } = renderCard({ status: 1, cqrId: 'cqr-1', evidenceCount: 2 });
    expect(screen.getByText('Evidence: yes (2)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Provide evidence' }));
    expect(onOpenEvidence).toHaveBeenCalled();
  });

  it('for a Yes without evidence, says there is none yet', () => {
    renderCard({ status: 1, cqrId: 'cqr-1' });
    expect(screen.getByText('Evidence: no')).toBeInTheDocument();
  });

  it('for a No, offers the goal and strategy with the place to start', async () => {
    const { onOpenStrategy } = renderCard({ status: 2 });
    expect(screen.getByText('Start a weekly planning meeting per room.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Goal & strategy' }));
    expect(onOpenStrategy).toHaveBeenCalled();
  });

  it('shows a spinner on the answer being saved and blocks every choice meanwhile', () => {
    renderCard({}, { saving: 1 });
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'No' })).toBeDisabled();
  });

  it('blocks the choices while another answer is saved', () => {
    renderCard({}, { blocked: true });
    expect(screen.getByRole('button', { name: 'Yes' })).toBeDisabled();
  });

  it('says Add notes or Edit notes, and opens them', async () => {
    const { onOpenNotes } = renderCard({ notes: 'A note' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit notes' }));
    expect(onOpenNotes).toHaveBeenCalled();
  });
});
