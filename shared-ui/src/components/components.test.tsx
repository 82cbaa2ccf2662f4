import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Button } from './Button';
import { ConfirmDialog } from './ConfirmDialog';
import { Pager, pagerItems } from './Pager';
import { ProgressBar } from './ProgressBar';
import { SafeHtml } from './SafeHtml';
import { EmptyState, ErrorState, FAILED_TO_LOAD_MESSAGE, LoadingState } from './States';

const withTheme = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('Button', () => {
  it('shows a busy label and cannot be pressed again while busy', async () => {
    const onClick = jest.fn();
    withTheme(
      <Button busy busyLabel="Logging in..." onClick={onClick}>
        Log in
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Logging in...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('ConfirmDialog', () => {
  function Harness({ onConfirm, dismissible }: { onConfirm: () => void; dismissible?: boolean }) {
    const [open, setOpen] = useState(true);
    return (
      <ConfirmDialog
        open={open}
        message="Do you wish to log out?"
        dismissible={dismissible}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    );
  }

  it('asks the question as an alert dialog with Yes and No', async () => {
    const onConfirm = jest.fn();
    withTheme(<Harness onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Do you wish to log out?' });
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(dialog).toBeInTheDocument();
  });

  it.each([
    ['No', () => userEvent.click(screen.getByRole('button', { name: 'No' }))],
    ['Escape', () => userEvent.keyboard('{Escape}')],
  ])('%s closes it without confirming', async (_how, close) => {
    const onConfirm = jest.fn();
    withTheme(<Harness onConfirm={onConfirm} />);
    await close();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('when not dismissible, stays open on Escape and an outside click until Yes or No is chosen', async () => {
    const onConfirm = jest.fn();
    withTheme(<Harness onConfirm={onConfirm} dismissible={false} />);
    await userEvent.keyboard('{Escape}');
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('alertdialog', { name: 'Do you wish to log out?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('the states every screen has', () => {
  it('loading says so to screen readers', () => {
    withTheme(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading data...');
  });

  it('failed shows the spec wording and a Retry that calls back', async () => {
    const onRetry = jest.fn();
    withTheme(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(FAILED_TO_LOAD_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('empty names what is missing and offers the next step', () => {
    withTheme(
      <EmptyState
        title="No reports yet"
        description="Generate your first report."
        action={<Button>Generate</Button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No reports yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeInTheDocument();
  });
});

describe('ProgressBar', () => {
  it('announces its value and can fill to a different width (spec: shown rounded up, width down)', () => {
    withTheme(<ProgressBar label="QIP Finished" value={43} widthPercent={42} />);
    const bar = screen.getByRole('progressbar', { name: 'QIP Finished' });
    expect(bar).toHaveAttribute('aria-valuenow', '43');
    expect(bar.firstChild).toHaveStyle({ width: '42%' });
  });

  it('keeps values between 0 and 100', () => {
    withTheme(<ProgressBar label="Area" value={140} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});

describe('pagerItems (spec: all pages up to 7, otherwise ellipses)', () => {
  it.each([
    [1, 1, [1]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 12, [1, 2, 3, 4, 5, 'ellipsis-end', 12]],
    [6, 12, [1, 'ellipsis-start', 5, 6, 7, 'ellipsis-end', 12]],
    [11, 12, [1, 'ellipsis-start', 8, 9, 10, 11, 12]],
  ])('page %i of %i', (page, count, expected) => {
    expect(pagerItems(page, count)).toEqual(expected);
  });

  it('marks the current page and moves on click', async () => {
    const onChange = jest.fn();
    withTheme(<Pager page={2} pageCount={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('shows nothing for a single page', () => {
    withTheme(<Pager page={1} pageCount={1} onChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('SafeHtml', () => {
  it('keeps formatting but drops scripts and event handlers from server HTML', () => {
    const { container } = withTheme(
      <SafeHtml html={'<p>Hello <strong>team</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>'} />,
    );
    expect(screen.getByText('team').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
