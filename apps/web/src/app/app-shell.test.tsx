import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@stationboard/domain/messages';
import { authFailure } from '../features/auth/api/auth-outcome.ts';
import { SignedInHereContext } from '../features/auth/hooks/use-signed-in-here.ts';
import { GEG1, PDX2, fakeApi, ok } from '../testing/fake-api.ts';
import { fakeAuth, renderWithProviders } from '../testing/render.tsx';
import { AppShell } from './app-shell.tsx';

/** A quarter that holds every minute of the day, so the test does not depend on the clock. */
const ALL_DAY_QUARTER = {
  id: '00000000-0000-4000-8000-000000000003',
  quarter_name: 'Q3 (all day)',
  quarter_number: 7,
  start_time: '00:00:00',
  end_time: '23:59:00',
  shift: 'front_half_day',
  is_active: true,
  fulfillment_center_id: GEG1.id,
};

function renderShell(auth = fakeAuth('MANAGER'), centers = [GEG1]) {
  fakeApi({ 'GET /api/fulfillment-centers': () => ok(centers), 'GET /api/quarters': () => ok([ALL_DAY_QUARTER]) });
  renderWithProviders(
    <Routes>
      <Route element={<AppShell />}>
        <Route path="*" element={<p>Screen content</p>} />
      </Route>
    </Routes>,
    { auth },
  );
  return { auth, user: userEvent.setup() };
}

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('navigation bar', () => {
  it('shows VIEW only the floor map', async () => {
    renderShell(fakeAuth('VIEW'));
    expect(navLinks()).toEqual(['Floor Map']);
  });

  it('shows MANAGER and above every screen, the quarter link going to the current quarter', async () => {
    for (const role of ['MANAGER', 'ADMIN', 'SUDO'] as const) {
      renderShell(fakeAuth(role));
      expect(navLinks()).toEqual(['Dashboard', 'Floor Map', 'Quarter', 'Plan', 'Planner', 'Employees']);
      await waitFor(() => expect(screen.getByRole('link', { name: 'Quarter' })).toHaveAttribute('href', '/q/3'));
      document.body.innerHTML = '';
    }
  });

  it('titles the screen with the product and the acting center code', async () => {
    renderShell(fakeAuth('MANAGER'));
    expect(await screen.findByText('Stationboard GEG1')).toBeInTheDocument();
  });

  it('lists no screens for an account waiting for approval', () => {
    renderShell(fakeAuth(null));
    expect(navLinks()).toEqual([]);
  });

  it('marks the center of a MANAGER as Fixed and Assigned', async () => {
    renderShell(fakeAuth('MANAGER'));
    expect(await screen.findByText(MESSAGES.centerFixed)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.centerAssigned)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Warehouse: / })).not.toBeInTheDocument();
  });

  it('explains on hover that only ADMIN and SUDO can switch', async () => {
    const { user } = renderShell(fakeAuth('VIEW'));
    await user.hover(await screen.findByText(MESSAGES.centerFixed));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(MESSAGES.onlyAdminsSwitchWarehouses);
  });

  it('lets an ADMIN pick another warehouse, listed by name, code and location', async () => {
    const auth = fakeAuth('ADMIN');
    const { user } = renderShell(auth, [GEG1, PDX2]);
    await user.click(await screen.findByRole('button', { name: /^Warehouse: / }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Spokane Fulfillment Center')).toBeInTheDocument();
    expect(within(menu).getByText('Spokane, WA')).toBeInTheDocument();
    expect(within(menu).getByText(MESSAGES.noLocation)).toBeInTheDocument();
    await user.click(within(menu).getByText('Portland Sortation Center'));
    expect(auth.switchCenter).toHaveBeenCalledWith(PDX2.id);
  });

  it('names the switcher by the center it shows, so the visible code is in its name', async () => {
    renderShell(fakeAuth('ADMIN'), [GEG1, PDX2]);
    expect(await screen.findByRole('button', { name: 'Warehouse: GEG1 Spokane Fulfillment Center' })).toBeInTheDocument();
  });

  it('says when there are no warehouses to switch to', async () => {
    const { user } = renderShell(fakeAuth('SUDO'), []);
    await waitFor(() => expect(screen.getByRole('button', { name: /^Warehouse: / })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: /^Warehouse: / }));
    expect(await screen.findByText(MESSAGES.noWarehouses)).toBeInTheDocument();
  });

  it('tells the person when the switch failed', async () => {
    const auth = fakeAuth('ADMIN', { switchCenter: vi.fn(async () => authFailure(MESSAGES.centerSwitchFailed)) });
    const { user } = renderShell(auth, [GEG1, PDX2]);
    await user.click(await screen.findByRole('button', { name: /^Warehouse: / }));
    await user.click(within(await screen.findByRole('menu')).getByText('Portland Sortation Center'));
    expect(await screen.findByText(MESSAGES.centerSwitchFailed)).toBeInTheDocument();
  });
});

describe('profile menu', () => {
  it('shows the employee id, email and a colour-coded role badge, with Refresh Role and Sign Out', async () => {
    const auth = fakeAuth('ADMIN');
    const { user } = renderShell(auth);
    await user.click(screen.getByRole('button', { name: 'Profile: jdoe' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('jdoe')).toBeInTheDocument();
    expect(within(menu).getByText('jdoe@stationboard.local')).toBeInTheDocument();
    expect(within(menu).getByText('ADMIN')).toHaveAttribute('data-colour', 'purple');

    await user.click(within(menu).getByRole('menuitem', { name: MESSAGES.refreshRole }));
    expect(auth.refreshRole).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Profile: jdoe' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: MESSAGES.signOut }));
    expect(auth.signOut).toHaveBeenCalled();
  });

  it.each([
    ['SUDO', 'red'],
    ['MANAGER', 'blue'],
    ['VIEW', 'green'],
  ] as const)('colours the %s badge %s', async (role, colour) => {
    const { user } = renderShell(fakeAuth(role));
    await user.click(screen.getByRole('button', { name: 'Profile: jdoe' }));
    expect(within(await screen.findByRole('menu')).getByText(role)).toHaveAttribute('data-colour', colour);
  });
});

describe('keyboard: skip link and the main heading', () => {
  function renderScreens(route: string, { signedInHere = false } = {}) {
    fakeApi({ 'GET /api/fulfillment-centers': () => ok([GEG1]), 'GET /api/quarters': () => ok([ALL_DAY_QUARTER]) });
    renderWithProviders(
      <SignedInHereContext value={signedInHere}>
        <Routes>
          <Route element={<AppShell />}>
            <Route path="/" element={<h1>Home screen</h1>} />
            <Route
              path="/map"
              element={
                <>
                  <h1>Map screen</h1>
                  <Link to="/">Elsewhere</Link>
                  <div id="floor-map">
                    <button type="button" tabIndex={-1}>
                      Card one
                    </button>
                    <button type="button" tabIndex={0}>
                      Card two
                    </button>
                  </div>
                </>
              }
            />
          </Route>
        </Routes>
      </SignedInHereContext>,
      { route },
    );
    return userEvent.setup();
  }

  it('starts with a skip link to the main content, which moves focus to the heading, and leaves focus alone on a fresh load', async () => {
    const user = renderScreens('/');
    expect(await screen.findByRole('heading', { name: 'Home screen' })).not.toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Home screen' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Home screen' })).toHaveAttribute('tabindex', '-1');
  });

  it('skips to the map’s tab stop on the map', async () => {
    const user = renderScreens('/map');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to map' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Card two' })).toHaveFocus();
  });

  it('moves focus to the main heading on another screen', async () => {
    const user = renderScreens('/map');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Home screen' })).toHaveFocus());
  });

  it('moves focus to the main heading after a sign-in', async () => {
    renderScreens('/', { signedInHere: true });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Home screen' })).toHaveFocus());
  });
});
