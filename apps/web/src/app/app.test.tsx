/**
 * Decision 143: the page's entry picks what the path shows before any router loads: the wall
 * screens are pages of their own, and the sign-in page stands in for everything else while
 * nobody is signed in.
 */
import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@stationboard/domain/messages';
import { GEG1, PUBLIC_CONFIG, fakeApi, ok } from '../testing/fake-api.ts';
import { SIGNED_OUT_AUTH, fakeAuth, renderWithProviders } from '../testing/render.tsx';
import { AppEntry } from './app.tsx';

// Screens are lazy chunks that jsdom compiles on first use.
configure({ asyncUtilTimeout: 10_000 });

function renderAt(path: string, auth = fakeAuth('VIEW')) {
  fakeApi({
    'GET /api/config/public': () => PUBLIC_CONFIG,
    'GET /api/fulfillment-centers': () => ok([GEG1]),
    'GET /api/quarters': () => ok([]),
  });
  return renderWithProviders(<AppEntry path={path} />, { auth, route: path });
}

describe('the page entry', () => {
  it('shows the TV List full screen, without the navigation bar', async () => {
    renderAt('/tv-list');
    expect(await screen.findByRole('heading', { name: 'TV List' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('asks for sign-in on a wall screen while nobody is signed in, and shows an account without a role its pending card', async () => {
    renderAt('/tv-changeover/', fakeAuth(null, SIGNED_OUT_AUTH));
    expect(await screen.findByRole('button', { name: MESSAGES.signIn })).toBeInTheDocument();
    document.body.innerHTML = '';
    renderAt('/tv-list', fakeAuth(null));
    expect(await screen.findByRole('region', { name: MESSAGES.accountPendingTitle })).toBeInTheDocument();
  });

  it('puts the sign-in screen in place of every other path while signed out', async () => {
    renderAt('/planner', fakeAuth(null, SIGNED_OUT_AUTH));
    expect(await screen.findByRole('heading', { name: MESSAGES.productName })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.signIn })).toBeInTheDocument();
  });
});
