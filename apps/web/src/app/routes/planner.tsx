import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from 'radix-ui';
import { hasMinimumRole, type Role } from '@stationboard/domain/roles/roles';
import { LoadingScreen } from '../../components/layouts/loading-screen.tsx';
import { useActingCenter } from '../../features/auth/hooks/use-acting-center.ts';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { EmployeeManagement } from '../../features/employees/components/employee-management.tsx';
import { IntegrationsTab } from '../../features/planner/components/integrations-tab.tsx';
import { DemandTab } from '../../features/planner/components/demand-tab.tsx';
import { FacilitiesTab } from '../../features/planner/components/facilities-tab.tsx';
import { LogsTab } from '../../features/planner/components/logs-tab.tsx';
import { QuartersTab } from '../../features/planner/components/quarters-tab.tsx';
import { RolesTab } from '../../features/planner/components/roles-tab.tsx';
import { RotationsTab } from '../../features/planner/components/rotations-tab.tsx';
import { SkillsTab } from '../../features/planner/components/skills-tab.tsx';
import { StationsTab } from '../../features/planner/components/stations-tab.tsx';
import type { PlannerTabProps } from '../../features/planner/components/tab-props.ts';
import { MESSAGES } from '../../lib/i18n/messages.ts';

function EmployeesTab({ centerId, role }: PlannerTabProps) {
  return <EmployeeManagement centerId={centerId} role={role} />;
}

type PlannerTab = { id: string; label: string; Panel: ComponentType<PlannerTabProps>; minimum: Role };

/** Spec 2 §2 planner tabs, in order; Roles only for MANAGER and up (spec 2 §6). */
const TABS: readonly PlannerTab[] = [
  {
    id: 'rotations',
    get label() {
      return MESSAGES.tabRotations;
    },
    Panel: RotationsTab,
    minimum: 'VIEW',
  },
  {
    id: 'stations',
    get label() {
      return MESSAGES.tabStations;
    },
    Panel: StationsTab,
    minimum: 'VIEW',
  },
  {
    id: 'employees',
    get label() {
      return MESSAGES.tabEmployees;
    },
    Panel: EmployeesTab,
    minimum: 'VIEW',
  },
  // Issue 15: skills and certifications, edited by ADMIN+ (decision 131).
  {
    id: 'skills',
    get label() {
      return MESSAGES.skillsTab;
    },
    Panel: SkillsTab,
    minimum: 'ADMIN',
  },
  // Issue 29: labour standards, edited by ADMIN+ (decision 156).
  {
    id: 'demand',
    get label() {
      return MESSAGES.tabDemand;
    },
    Panel: DemandTab,
    minimum: 'ADMIN',
  },
  // Issue 30: the center's integration tokens and webhooks, ADMIN+ (decisions 166, 167).
  {
    id: 'integrations',
    get label() {
      return MESSAGES.tabIntegrations;
    },
    Panel: IntegrationsTab,
    minimum: 'ADMIN',
  },
  {
    id: 'roles',
    get label() {
      return MESSAGES.tabRoles;
    },
    Panel: RolesTab,
    minimum: 'MANAGER',
  },
  {
    id: 'facilities',
    get label() {
      return MESSAGES.tabFacilities;
    },
    Panel: FacilitiesTab,
    minimum: 'VIEW',
  },
  {
    id: 'quarters',
    get label() {
      return MESSAGES.tabQuarters;
    },
    Panel: QuartersTab,
    minimum: 'VIEW',
  },
  {
    id: 'logs',
    get label() {
      return MESSAGES.tabLogs;
    },
    Panel: LogsTab,
    minimum: 'VIEW',
  },
];

/**
 * /planner (spec 2 §2): one tab per area, chosen by ?tab= so a tab can be linked and survives
 * a reload. Keyed by center, so an ADMIN's center switch starts every tab afresh.
 */
export function PlannerRoute() {
  const { role } = useAuth();
  const { center } = useActingCenter();
  const [searchParams, setSearchParams] = useSearchParams();
  const centerId = role?.acting_fulfillment_center_id ?? null;

  const signedInRole = role?.role;
  if (!signedInRole || !centerId || !center) return <LoadingScreen fullHeight={false} />;
  const tabs = TABS.filter((tab) => hasMinimumRole(signedInRole, tab.minimum));
  const requested = searchParams.get('tab');
  const activeId = tabs.find((tab) => tab.id === requested)?.id ?? 'rotations';

  return (
    <div key={centerId} className="mx-auto max-w-screen-2xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{MESSAGES.plannerTitle}</h1>
      <p className="mt-1 text-slate-600">{MESSAGES.plannerSubtitle}</p>
      <Tabs.Root value={activeId} onValueChange={(id) => setSearchParams({ tab: id }, { replace: true })} className="mt-5">
        <Tabs.List aria-label={MESSAGES.plannerSections} className="flex flex-wrap gap-x-1 border-b border-slate-200">
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab.id}
              value={tab.id}
              className="border-b-2 border-transparent px-4 py-2 text-sm font-semibold whitespace-nowrap text-slate-600 hover:text-ink data-[state=active]:border-blue-700 data-[state=active]:text-blue-800"
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.id} value={tab.id} className="pt-5 focus:outline-none">
            <tab.Panel centerId={centerId} role={signedInRole} timeZone={center.timezone} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
