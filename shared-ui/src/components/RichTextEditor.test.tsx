import { renderWithPlatform } from '../testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RichTextEditor from './RichTextEditor';

// Formatting itself needs a real browser's layout (ProseMirror measures the page): the
// end-to-end journey bolds text in Chromium.
function renderEditor(onChange: (html: string, empty: boolean) => void = () => undefined) {
  return renderWithPlatform(
    <>
      <p id="label">Feedback</p>
      <RichTextEditor initialHtml="<p>Hello</p>" labelledBy="label" onChange={onChange} />
    </>,
  );
}

describe('the rich-text editor', () => {
  it('is a labelled multi-line text box with its saved text', () => {
    renderEditor();
    const editor = screen.getByRole('textbox', { name: 'Feedback' });
    expect(editor).toHaveAttribute('aria-multiline', 'true');
    expect(editor).toHaveTextContent('Hello');
  });

  it('has a formatting toolbar with one tab stop that the arrow keys move along', async () => {
    renderEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['Bold', 'Italic', 'Bulleted list', 'Numbered list']);
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0),
    ).toEqual([bold]);

    bold.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Italic' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(within(toolbar).getByRole('button', { name: 'Numbered list' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(bold).toHaveFocus();
  });

  it('does not let a mouse press on a formatting button take the focus from the text', () => {
    // The click's formatting itself needs Chromium (the end-to-end journey types right after it);
    // here: the press that would move the focus to the button is cancelled, for every button.
    renderEditor();
    for (const button of within(screen.getByRole('toolbar', { name: 'Formatting' })).getAllByRole('button')) {
      expect(fireEvent.mouseDown(button)).toBe(false);
    }
  });
});
