import { useQueryClient } from '@tanstack/react-query';
import { routingAreaCreateSchema, type RoutingArea } from '@stationboard/domain/schemas/routing-area';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { cn } from '../../../lib/cn.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { createRoutingArea } from '../api/create-routing-area.ts';
import { deleteRoutingArea } from '../api/delete-routing-area.ts';
import { useRoutingAreas } from '../api/get-routing-areas.ts';
import { updateRoutingArea } from '../api/update-routing-area.ts';
import { NamedListEditor, type NamedListRun, type NamedListTexts } from './named-list-editor.tsx';
import { StationsPanel } from './stations-panel.tsx';

const ROUTING_AREA_TEXTS: NamedListTexts = {
  list: MESSAGES.routingAreasList,
  empty: MESSAGES.noRoutingAreas,
  loadFailed: MESSAGES.routingAreasLoadFailed,
  nameField: MESSAGES.newRoutingArea,
  add: MESSAGES.add,
  addFailed: MESSAGES.routingAreaAddFailed,
  removeLabel: MESSAGES.removeItem,
  removeTitle: MESSAGES.removeRoutingAreaTitle,
  removeConfirm: MESSAGES.remove,
  removeQuestion: MESSAGES.removeRoutingAreaText,
  removeFailed: MESSAGES.routingAreaDeleteFailed,
};

/**
 * Spec 2 §2 External Routing Areas: where the TV sends people once the maximum attendance is
 * reached or no station is free. Only Active areas are offered there.
 */
export function RoutingAreasPanel({ centerId, canEdit }: { centerId: string; canEdit: boolean }) {
  const areas = useRoutingAreas(centerId);
  const queryClient = useQueryClient();
  return (
    <StationsPanel title={MESSAGES.routingAreasTitle} help={MESSAGES.routingAreasHelp}>
      <NamedListEditor<RoutingArea>
        items={areas}
        nameOf={(area) => area.area_name}
        nameSchema={routingAreaCreateSchema.shape.area_name}
        canEdit={canEdit}
        texts={ROUTING_AREA_TEXTS}
        create={(areaName) => createRoutingArea({ areaName, centerId })}
        remove={(area) => deleteRoutingArea(area.id)}
        reload={() => queryClient.invalidateQueries({ queryKey: queryKeys.routingAreas(centerId) })}
        rowControls={(area, action) => <RoutingSwitch area={area} canEdit={canEdit} action={action} />}
      />
    </StationsPanel>
  );
}

/** Active or Inactive, switched by an editor; everyone else sees it. */
function RoutingSwitch({ area, canEdit, action }: { area: RoutingArea; canEdit: boolean; action: NamedListRun }) {
  return (
    <button
      type="button"
      aria-label={MESSAGES.routingAreaState(area.area_name, area.is_routing)}
      aria-pressed={area.is_routing}
      disabled={!canEdit || action.isRunning}
      onClick={() => action.run(() => updateRoutingArea({ areaId: area.id, isRouting: !area.is_routing }), MESSAGES.routingStatusUpdateFailed)}
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-semibold disabled:cursor-not-allowed',
        area.is_routing ? 'bg-green-100 text-green-800 hover:bg-green-200' : 'bg-slate-200 text-slate-700 hover:bg-slate-300',
      )}
    >
      {area.is_routing ? MESSAGES.activeBadge : MESSAGES.inactiveBadge}
    </button>
  );
}
