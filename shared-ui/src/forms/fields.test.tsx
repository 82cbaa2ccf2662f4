import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { CheckboxField, PasswordField, SelectField, TextAreaField, TextField } from './fields';

function renderForm(
  ui: React.ReactNode,
  initialValues: Record<string, unknown>,
  validate?: (values: Record<string, unknown>) => object,
) {
  const submitted: Array<Record<string, unknown>> = [];
  render(
    <ThemeProvider theme={theme}>
      <Formik initialValues={initialValues} validate={validate} onSubmit={(values) => void submitted.push(values)}>
        <Form>
          {ui}
          <button type="submit">Save</button>
        </Form>
      </Formik>
    </ThemeProvider>,
  );
  return submitted;
}

describe('TextField', () => {
  it('is labelled, trims on blur, and shows its error under it once touched', async () => {
    const submitted = renderForm(<TextField name="name" label="Service name" required />, { name: '' }, (values) =>
      String(values.name).trim() ? {} : { name: 'This field is required.' },
    );
    const input = screen.getByRole('textbox', { name: 'Service name' });
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This field is required.');

    await userEvent.type(input, '  Sunshine Newtown  ');
    await userEvent.tab();
    expect(input).toHaveValue('Sunshine Newtown');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toEqual([{ name: 'Sunshine Newtown' }]);
  });

  it('a phone field takes only digits, hyphen, parentheses and plus', async () => {
    renderForm(<TextField name="phone" label="Phone" kind="phone" />, { phone: '' });
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '+61 (2) 9555-0101 abc');
    expect(input).toHaveValue('+61(2)9555-0101');
  });

  it('a digits field takes only digits', async () => {
    renderForm(<TextField name="rooms" label="Rooms" kind="digits" />, { rooms: '' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Rooms' }), '1x2');
    expect(screen.getByRole('textbox', { name: 'Rooms' })).toHaveValue('12');
  });
});

describe('PasswordField', () => {
  it('hides the password until Show is pressed', async () => {
    renderForm(<PasswordField name="password" label="Password" />, { password: 'secret' });
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('SelectField, TextAreaField and CheckboxField', () => {
  it('give numbers back for numeric options, trimmed text and booleans', async () => {
    const submitted = renderForm(
      <>
        <SelectField
          name="type"
          label="Service type"
          options={[
            { value: 1, label: 'Long Daycare' },
            { value: 4, label: 'OOSH' },
          ]}
        />
        <TextAreaField name="notes" label="Notes" />
        <CheckboxField name="remember" label="Remember me" />
      </>,
      { type: '', notes: '', remember: false },
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Service type' }), 'OOSH');
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), ' our notes ');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toEqual([{ type: 4, notes: 'our notes', remember: true }]);
  });
});

describe('TextAreaField limits', () => {
  it('counts the characters left under a hard limit and stops typing there', async () => {
    renderForm(<TextAreaField name="notes" label="Your notes" maxLength={10} />, { notes: 'Hello' });
    const box = screen.getByRole('textbox', { name: 'Your notes' });
    expect(box).toHaveAccessibleDescription('5 characters left');
    await userEvent.type(box, ' world and more');
    expect(box).toHaveValue('Hello worl');
    expect(box).toHaveAccessibleDescription('0 characters left');
  });

  it('lets a text pass a soft limit and says by how much, in red', async () => {
    renderForm(<TextAreaField name="description" label="Description" softLimit={5} />, { description: '' });
    const box = screen.getByRole('textbox', { name: 'Description' });
    await userEvent.type(box, 'Strengths');
    expect(box).toHaveValue('Strengths');
    expect(screen.getByText('+4 over the limit')).toHaveStyle({ color: theme.colours.danger });
  });
});
