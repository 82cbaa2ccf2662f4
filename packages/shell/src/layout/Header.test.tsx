import { demoAuthenticatedState } from '@qip/shared-ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../testing/renderShell';
import { Header } from './Header';
import { isMenuItemActive, MAIN_MENU, SideNav } from './SideNav';

describe('Header', () => {
  it("shows the selected service and the user's name", () => {
    renderShell(<Header />, { state: demoAuthenticatedState(), route: '/qip/nqa' });
    expect(screen.getByText('Sunshine Paddington')).toBeInTheDocument();
    expect(screen.getByText('Dana Director')).toBeInTheDocument();
  });

  it("Logout asks 'Do you wish to log out?' and only Yes logs out", async () => {
    const { session } = renderShell(<Header />, { state: demoAuthenticatedState(), route: '/qip/nqa' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(session.getState().status).toBe('authenticated');

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('alertdialog', { name: 'Do you wish to log out?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(session.getState()).toEqual({ status: 'anonymous', reason: 'logged-out' });
  });
});

describe('SideNav', () => {
  it("lists the spec's main menu and marks where the user is", () => {
    renderShell(<SideNav />, { state: demoAuthenticatedState(), route: '/qip/tasks' });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(menu).toHaveTextContent("NQA'sREPORTSTASKSRESOURCESSERVICE DETAILS");
    expect(screen.getByRole('link', { name: 'TASKS' })).toHaveAttribute('aria-current', 'page');
  });

  it("keeps NQA's and SERVICE DETAILS apart though one is below the other", () => {
    const [nqa, , , , details] = MAIN_MENU;
    expect(isMenuItemActive(nqa!, '/qip/nqa/3')).toBe(true);
    expect(isMenuItemActive(nqa!, '/qip/nqa/service-details/2')).toBe(false);
    expect(isMenuItemActive(details!, '/qip/nqa/service-details/2')).toBe(true);
  });
});
