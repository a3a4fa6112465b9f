import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  AUDIT_SYSTEM_AUTHOR,
  AUDIT_TABLES,
  auditAuthorLabel,
  auditEmployeeRef,
  changeAuditFilter,
  hasAuditFilters,
  readAuditFilters,
} from './audit-log.ts';

describe('the Logs tab vocabulary (decision 086)', () => {
  it("lists the spec's actions the server writes, without the three it never does, and the day plan's (decision 146)", () => {
    expect(AUDIT_ACTIONS).toEqual([
      'AUTO_ASSIGN_REMAINING',
      'BULK_UPLOAD',
      'CASCADE_DELETE',
      'CREATE',
      'DELETE',
      'LATE_SCAN_REFUSED',
      'MOVE',
      'PLAN_AUTO',
      'PLAN_CLEAR',
      'PLAN_COPY',
      'PLAN_PASTE',
      'PLAN_REDO',
      'PLAN_ROLL_FORWARD',
      'PLAN_UNDO',
      'ROSTER_SYNC',
      'SKIP_INACTIVE_STATION',
      'TV_ASSIGNMENT_CONFIG_INITIALIZED',
      'TV_BADGE_SCAN_ASSIGNMENT',
      'UPDATE',
      'WEBHOOK_REDELIVER',
      'WILDCARD',
    ]);
  });

  it('lists the tables the server writes about, with the TV config and routing areas and without station types', () => {
    expect([...AUDIT_TABLES].sort()).toEqual([
      'api_tokens',
      'assignments',
      'demand_volumes',
      'employee_exceptions',
      'employees',
      'external_routing_areas',
      'fulfillment_centers',
      'line_standards',
      'quarters',
      'roles',
      'rotation_rules',
      'scan_receipts',
      'skills',
      'stations',
      'tv_center_configs',
      'webhook_endpoints',
      'wildcard_assignments',
    ]);
  });
});

describe('auditAuthorLabel', () => {
  it('shows a blank creator as System and anyone else by their id', () => {
    expect(auditAuthorLabel('')).toBe(AUDIT_SYSTEM_AUTHOR);
    expect(auditAuthorLabel('  ')).toBe('System');
    expect(auditAuthorLabel(null)).toBe('System');
    expect(auditAuthorLabel('demo-admin')).toBe('demo-admin');
  });
});

describe('auditEmployeeRef', () => {
  it('names an employee by login, or by row id when they have none', () => {
    expect(auditEmployeeRef({ id: 'row-1', login: 'annlee' })).toBe('annlee');
    expect(auditEmployeeRef({ id: 'row-1', login: null })).toBe('row-1');
  });
});

describe('readAuditFilters', () => {
  it('keeps the valid, non-blank filters and drops the rest', () => {
    const params: Record<string, string> = {
      action: 'CREATE',
      table_name: '',
      start_date: '2026-13-01',
      end_date: '2026-03-02',
      created_by: 'System',
      tab: 'logs',
    };
    expect(readAuditFilters((key) => params[key] ?? null)).toEqual({ action: 'CREATE', end_date: '2026-03-02', created_by: 'System' });
  });

  it('drops an action or a table the server never writes', () => {
    const params: Record<string, string> = { action: 'HARD_DELETE', table_name: 'station_types', employee_id: 'annlee' };
    expect(readAuditFilters((key) => params[key] ?? null)).toEqual({ employee_id: 'annlee' });
  });
});

describe('changeAuditFilter', () => {
  it('sets or clears one filter and always goes back to page 1', () => {
    expect(changeAuditFilter({ action: 'CREATE' }, 'table_name', 'employees')).toEqual({ filters: { action: 'CREATE', table_name: 'employees' }, page: 1 });
    expect(changeAuditFilter({ action: 'CREATE', table_name: 'employees' }, 'action', ' ')).toEqual({ filters: { table_name: 'employees' }, page: 1 });
  });
});

describe('hasAuditFilters', () => {
  it('tells an unfiltered log from a filtered one', () => {
    expect(hasAuditFilters({})).toBe(false);
    expect(hasAuditFilters({ station_id: 'x' })).toBe(true);
  });
});
