import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { QUERY_ROOTS } from '../../../lib/query-keys.ts';
import { nameForBadge } from './known-name.ts';
import { rememberName } from './scan-queue-store.ts';

const assignmentOf = (name: string, alias: string | null) => ({ id: name, employee: { name, employee_id: alias } });

describe('nameForBadge', () => {
  it('is null when the device has never seen the badge', async () => {
    expect(await nameForBadge(new QueryClient(), 'zibrahim')).toBeNull();
  });

  it('takes the name an earlier scan answer gave for the badge, whatever its case', async () => {
    await rememberName(' ZIbrahim ', 'Zoe Ibrahim');
    expect(await nameForBadge(new QueryClient(), 'zibrahim')).toBe('Zoe Ibrahim');
  });

  it('else finds an assignment the screen holds whose alias is the badge (recent scans, the quarter list)', async () => {
    const client = new QueryClient();
    client.setQueryData([QUERY_ROOTS.quarterAssignments, 'tv-recent', 'c', 'q', 'd'], [assignmentOf('Kim Lee', 'KimLee'), assignmentOf('No Alias', null)]);
    client.setQueryData([QUERY_ROOTS.quarterAssignments, 'page'], { data: [assignmentOf('Ava Mendoza', 'amendoza')], total: 1 });
    expect(await nameForBadge(client, 'kimlee')).toBe('Kim Lee');
    expect(await nameForBadge(client, 'AMENDOZA')).toBe('Ava Mendoza');
    expect(await nameForBadge(client, 'nobody')).toBeNull();
  });
});
