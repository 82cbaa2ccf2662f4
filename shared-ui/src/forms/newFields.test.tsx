import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { ServiceDetailsRulesSchema } from '@qip/shared-contracts/schemas';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { TimeSelectField } from './TimeSelectField';
import { formikErrorsFromSchema } from './zodErrors';

describe('TimeSelectField', () => {
  it('offers the quarter hours in h:mm A and keeps a saved time that is not one', async () => {
    const submitted: unknown[] = [];
    render(
      <ThemeProvider theme={theme}>
        <Formik initialValues={{ open: '6:10 AM' }} onSubmit={(values) => void submitted.push(values)}>
          <Form>
            <TimeSelectField name="open" label="Monday opening time" hideLabel />
            <button type="submit">Save</button>
          </Form>
        </Formik>
      </ThemeProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Monday opening time' });
    expect(select).toHaveValue('6:10 AM');
    expect(screen.getAllByRole('option')).toHaveLength(97);
    await userEvent.selectOptions(select, '7:45 PM');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toEqual([{ open: '7:45 PM' }]);
  });
});

describe('formikErrorsFromSchema', () => {
  it("gives a contract schema's first message per field, nested as Formik keeps values", () => {
    const schema = ServiceDetailsRulesSchema.pick({ name: true, rooms: true });
    const room = { roomNumber: 1, fromAge: 4, toAge: 2, capacity: 10 };
    expect(formikErrorsFromSchema(schema, { name: ' ', rooms: [room] })).toEqual({
      name: 'This field is required.',
      rooms: [{ toAge: 'Invalid Age Range' }],
    });
    expect(formikErrorsFromSchema(schema, { name: 'Bluegum', rooms: [] })).toEqual({
      rooms: 'Please enter number of rooms available at your center.',
    });
    expect(formikErrorsFromSchema(schema, { name: 'Bluegum', rooms: [{ ...room, toAge: 5 }] })).toEqual({});
  });
});
