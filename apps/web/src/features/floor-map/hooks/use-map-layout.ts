import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { queryKeys } from '../../../lib/query-keys.ts';
import { updateStationPosition } from '../api/update-station-position.ts';
import { useLayoutEditor, type PendingMoves } from './use-layout-editor.ts';

/**
 * Layout editing on the map (spec 1 §4, §5): the editor, the station being placed by a click
 * on the floor, the Manage Positions dialog, and the lock TV Mode takes and gives back. Saved
 * places show on every cached quarter of the center at once; the next load brings the server's word.
 */
export function useMapLayout(centerId: string) {
  const queryClient = useQueryClient();
  const onSaved = useCallback(
    (saved: PendingMoves) => {
      queryClient.setQueriesData<Station[]>({ queryKey: queryKeys.stationsOfCenter(centerId) }, (list) =>
        list?.map((s) => {
          const move = saved.get(s.id);
          return move === undefined ? s : { ...s, position_x: move?.x ?? null, position_y: move?.y ?? null };
        }),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.stationsOfCenter(centerId) });
    },
    [centerId, queryClient],
  );
  const editor = useLayoutEditor({ savePosition: updateStationPosition, onSaved });
  const [lockBeforeTv, setLockBeforeTv] = useState(true);
  const [placingStationId, setPlacingStationId] = useState<string | null>(null);
  const [isManageOpen, setIsManageOpen] = useState(false);

  return {
    editor,
    placingStationId,
    /** The station the next click on the floor places, or null. */
    setPlacingStationId,
    isManageOpen,
    setIsManageOpen,
    toggleLock: () => {
      setPlacingStationId(null);
      editor.setIsLocked(!editor.isLocked);
    },
    /** TV Mode locks the layout and stops a placement. */
    lockForTvMode: () => {
      setLockBeforeTv(editor.isLocked);
      editor.setIsLocked(true);
      setPlacingStationId(null);
    },
    /** Spec 1 §4: leaving TV Mode restores the lock as it was. */
    restoreLockAfterTvMode: () => editor.setIsLocked(lockBeforeTv),
  };
}

export type MapLayout = ReturnType<typeof useMapLayout>;
