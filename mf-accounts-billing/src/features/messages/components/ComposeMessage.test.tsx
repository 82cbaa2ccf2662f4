import { endpoints, MESSAGE_TEXTS } from '@qip/shared-contracts';
import { renderWithPlatform, stubEndpoint } from '@qip/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComposeMessage } from './ComposeMessage';

const recipients = [
  { id: 'user-educator', name: 'Eli Nguyen', email: 'educator@sunshine.test', services: ['Sunshine Paddington'] },
  { id: 'user-cook', name: 'Kim Cook', email: 'cook@sunshine.test', services: ['Sunshine Newtown'] },
];

function renderCompose(send = stubEndpoint(endpoints.messages.send, () => ({ sent: 1 }))) {
  const onSent = jest.fn();
  const rendered = renderWithPlatform(
    <ComposeMessage open centerId="center-paddington" onClose={() => undefined} onSent={onSent} />,
    { api: [stubEndpoint(endpoints.messages.recipients, () => recipients), send] },
  );
  return { ...rendered, onSent };
}

// Typing into the editor needs a real browser (ProseMirror measures the page): the end-to-end
// journey writes and sends a message.
describe("an administrator's new message", () => {
  it('offers all users of the services, or those chosen, with their services', async () => {
    renderCompose();
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    expect(await within(dialog).findByRole('radio', { name: 'All users of your services (2)' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Choose users' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Eli Nguyen Sunshine Paddington' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Kim Cook Sunshine Newtown' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  });

  it('names each missing field and sends nothing', async () => {
    const { platform } = renderCompose();
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Choose users' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText(MESSAGE_TEXTS.chooseRecipients)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(2);
    expect(platform.api.callsTo(endpoints.messages.send)).toHaveLength(0);
  });
});
