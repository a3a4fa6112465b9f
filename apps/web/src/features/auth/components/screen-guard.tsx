import type { ReactNode } from 'react';
import { canOpenScreen, type Screen } from '@stationboard/domain/roles/screen-access';
import { useAuth } from '../hooks/use-auth.ts';
import { AccessDenied } from './access-denied.tsx';
import { AccountPendingCard } from './account-pending-card.tsx';

/**
 * Spec 1 §6 on one route: an account without a role sees the pending card, a role the route
 * does not admit sees the access-denied fallback. The server refuses the data either way;
 * this only decides what the person sees.
 */
export function ScreenGuard({ screen, children, fullHeight = false }: { screen: Screen; children: ReactNode; fullHeight?: boolean }) {
  const { user, role } = useAuth();
  if (!user) return <AccessDenied reason="signedOut" />;
  if (!role?.role) return <AccountPendingCard fullHeight={fullHeight} />;
  if (!canOpenScreen(role.role, screen)) return <AccessDenied reason="role" />;
  return children;
}
