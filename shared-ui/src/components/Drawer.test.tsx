import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Button } from './Button';
import { Drawer } from './Drawer';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <Button onClick={() => setOpen(true)}>Open the drawer</Button>
      <Drawer open={open} onOpenChange={setOpen} title="Your strengths" footer={<Button>Save</Button>}>
        <label>
          Description <textarea />
        </label>
      </Drawer>
    </ThemeProvider>
  );
}

describe('a drawer', () => {
  it('is a dialog named by its title that holds the focus and closes on Escape', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open the drawer' }));
    const drawer = screen.getByRole('dialog', { name: 'Your strengths' });
    expect(drawer.contains(document.activeElement)).toBe(true);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(drawer.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its Close button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open the drawer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
