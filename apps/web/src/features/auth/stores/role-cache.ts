/**
 * Spec 1 §9: the role is cached for 30 minutes in memory and in localStorage, so a reload
 * or a new tab shows the right screens at once while the role is confirmed in the background.
 * The entry names its user so one person's role never shows for another on a shared kiosk.
 * Only granted roles are cached: a pending account is asked again on every load, so approval
 * shows without waiting 30 minutes (decision 022). A cached role is shown at once and read
 * again in the background when it is more than a minute old (decision 137).
 */
import { roleRecordSchema, type RoleRecord } from '@stationboard/domain/schemas/account';
import { ROLE_CACHE_TTL_MS } from '@stationboard/domain/timings';
import { z } from 'zod';

const STORAGE_KEY = 'stationboard.role-cache';

const entrySchema = z.object({ userId: z.string(), savedAt: z.number(), role: roleRecordSchema });
type Entry = z.infer<typeof entrySchema>;

let memory: Entry | null = null;

function readStored(): Entry | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = entrySchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The cached role of `userId` and when it was read from the server; null when none or too old. */
export function readCachedRoleEntry(userId: string, now: number = Date.now()): { role: RoleRecord; savedAt: number } | null {
  const entry = memory ?? readStored();
  if (!entry || entry.userId !== userId || now - entry.savedAt > ROLE_CACHE_TTL_MS) return null;
  memory = entry;
  return { role: entry.role, savedAt: entry.savedAt };
}

export function readCachedRole(userId: string, now: number = Date.now()): RoleRecord | null {
  return readCachedRoleEntry(userId, now)?.role ?? null;
}

export function writeCachedRole(userId: string, role: RoleRecord, now: number = Date.now()): void {
  if (role.role === null) {
    clearCachedRole();
    return;
  }
  memory = { userId, savedAt: now, role };
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(memory));
  } catch {
    // The memory copy still serves this page.
  }
}

export function clearCachedRole(): void {
  memory = null;
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored to remove.
  }
}
