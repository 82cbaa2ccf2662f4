import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { StepList } from './StepList';

describe('StepList', () => {
  it('names each step with its state, marks the current one, and moves on click', async () => {
    const chosen: number[] = [];
    render(
      <ThemeProvider theme={theme}>
        <StepList
          label="Wizard steps"
          current={1}
          onSelect={(id) => chosen.push(id)}
          steps={[
            { id: 0, label: 'Name', complete: true, disabled: true },
            { id: 1, label: 'Address', complete: false },
            { id: 2, label: 'Contacts', complete: true },
          ]}
        />
      </ThemeProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Wizard steps' });
    expect(nav).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Name/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Step 1: Address (not complete)' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Step 2: Contacts (complete)' }));
    expect(chosen).toEqual([2]);
  });
});
