import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../testing/fake-socket.ts';
import { queryKeys } from './query-keys.ts';
import { REALTIME_RELOAD_COALESCE_MS, useAssignmentsRealtime } from './use-assignments-realtime.ts';
import { setSessionToken } from './session-token.ts';

const CENTER = 'c-1';

beforeEach(() => {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  setSessionToken('token-1');
});

/** The map's query and the realtime hook, as the signed-in shell mounts them. */
function mountMap() {
  const loads = vi.fn(async () => []);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  renderHook(
    () => {
      useQuery({ queryKey: queryKeys.stationsOfCenter(CENTER), queryFn: loads });
      useAssignmentsRealtime(CENTER);
    },
    { wrapper },
  );
  return loads;
}

describe('useAssignmentsRealtime', () => {
  it('reloads the map once when the server says resync', async () => {
    const loads = mountMap();
    await waitFor(() => expect(loads).toHaveBeenCalledTimes(1));
    const socket = FakeSocket.latest();
    act(() => {
      socket.serverOpens();
      socket.serverSays({ type: 'joined', channel: `assignments:${CENTER}`, seq: 0 });
    });

    act(() => socket.serverSays({ type: 'resync' }));
    await waitFor(() => expect(loads).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, REALTIME_RELOAD_COALESCE_MS * 4));
    expect(loads).toHaveBeenCalledTimes(2);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});
