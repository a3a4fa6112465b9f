import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { Role } from '@stationboard/domain/roles/roles';
import type { RoleRecord } from '@stationboard/domain/schemas/account';
import { AUTH_SUCCESS } from '../features/auth/api/auth-outcome.ts';
import { AuthContext, type AuthContextValue } from '../features/auth/hooks/use-auth.ts';
import { GEG1 } from './fake-api.ts';

export function roleRecord(role: Role | null, overrides: Partial<RoleRecord> = {}): RoleRecord {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    user_id: 'user-1',
    role,
    employee_id: 'jdoe',
    email: 'jdoe@stationboard.local',
    display_name: 'jdoe',
    fulfillment_center_id: GEG1.id,
    acting_fulfillment_center_id: GEG1.id,
    ...overrides,
  };
}

/** A signed-in person with the given role (null: pending approval); override anything else. */
export function fakeAuth(role: Role | null = 'MANAGER', overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    status: 'signedIn',
    user: { id: 'user-1', email: 'jdoe@stationboard.local' },
    role: roleRecord(role),
    roleStatus: 'ready',
    roleError: null,
    authError: null,
    signIn: vi.fn(async () => AUTH_SUCCESS),
    signOut: vi.fn(async () => undefined),
    refreshRole: vi.fn(async () => AUTH_SUCCESS),
    switchCenter: vi.fn(async () => AUTH_SUCCESS),
    retrySession: vi.fn(),
    ...overrides,
  };
}

export const SIGNED_OUT_AUTH: Partial<AuthContextValue> = { status: 'signedOut', user: null, role: null, roleStatus: 'idle' };

export function renderWithProviders(ui: ReactElement, { auth = fakeAuth(), route = '/' }: { auth?: AuthContextValue; route?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={auth}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </AuthContext.Provider>
      </QueryClientProvider>
    );
  }
  return { queryClient, ...render(ui, { wrapper: Providers }) };
}
