import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import type { NextStationWalk } from '@stationboard/domain/stations/next-station';
import { fail, fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { CENTER_ID, DATE, QUARTER_ID, assignment, employee, station } from '../testing/fixtures.ts';
import { StationAssignPopover } from './station-assign-popover.tsx';

const ANA = employee('Ana Silva');
const TARGET = station('1-03');
const HELD = station('1-01');

function renderPopover(
  assignAnswer: () => ReturnType<typeof ok> | ReturnType<typeof fail>,
  walk: NextStationWalk = 'by-kind',
  stations: Station[] = [TARGET, HELD],
) {
  fakeApi({
    'GET /api/employees': () => ok({ data: [ANA], total: 1, page: 1, limit: 8, totalPages: 1 }),
    [`POST /api/stations/${TARGET.id}/assign`]: assignAnswer,
  });
  const callbacks = { onClose: vi.fn(), onReturnFocus: vi.fn(), onConflict: vi.fn(), onAssigned: vi.fn(), onNext: vi.fn(() => false) };
  const anchor = document.createElement('button');
  document.body.append(anchor);
  renderWithProviders(
    <StationAssignPopover
      centerId={CENTER_ID}
      role="MANAGER"
      quarter={{ id: QUARTER_ID, quarter_name: 'Q2' }}
      date={DATE}
      station={TARGET}
      stations={stations}
      anchor={anchor}
      walk={walk}
      {...callbacks}
    />,
  );
  return { ...callbacks, user: userEvent.setup() };
}

async function assignAna(user: ReturnType<typeof userEvent.setup>) {
  const popover = screen.getByRole('dialog', { name: 'Station 1-03' });
  await user.type(within(popover).getByRole('searchbox', { name: 'Search employees' }), 'Ana');
  await user.click(await within(popover).findByRole('button', { name: 'Assign regular: Ana Silva' }));
}

describe('StationAssignPopover', () => {
  it('opens the map popover beside the given element for the station and quarter, and reports a success', async () => {
    const { user, onAssigned, onClose } = renderPopover(() => ok(assignment(TARGET.id, ANA.name)));
    expect(screen.getByRole('dialog', { name: 'Station 1-03' })).toHaveTextContent('Line 1 · Q2');
    await assignAna(user);
    await waitFor(() => expect(onAssigned).toHaveBeenCalledWith(TARGET.id));
    expect(onClose).toHaveBeenCalled();
  });

  it.each([
    ['by-kind', 'Tab moves through Line 1 stations only.'],
    ['critical', 'Tab moves through critical stations only.'],
  ] as const)('says in its hint which stations Tab walks through on the %s walk', (walk, hint) => {
    renderPopover(() => ok(null), walk);
    const keyboard = within(screen.getByRole('list', { name: 'Keyboard' }));
    expect(keyboard.getByText(/^Tab moves through/)).toHaveTextContent(hint);
  });

  it('hands an EMPLOYEE_CONFLICT back as the station the person already holds', async () => {
    const { user, onConflict } = renderPopover(() =>
      fail(409, 'conflict', { type: 'EMPLOYEE_CONFLICT', conflictingStationId: HELD.id, conflictingStationCode: '1-01' }),
    );
    await assignAna(user);
    await waitFor(() => expect(onConflict).toHaveBeenCalledWith(HELD.id));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ana Silva is already assigned to 1-01.');
  });

  it("says where a person already is in the screen's quarter and moves them in one call (issue 25)", async () => {
    const held = { ...HELD, current_assignment: assignment(HELD.id, ANA.name, { employee_id: ANA.id, station_code: '1-01' }) };
    let body: unknown = null;
    fakeApi({
      'GET /api/employees': () => ok({ data: [ANA], total: 1, page: 1, limit: 8, totalPages: 1 }),
      [`POST /api/stations/${TARGET.id}/assign`]: (request) => {
        body = request.body;
        return ok(assignment(TARGET.id, ANA.name, { employee_id: ANA.id }));
      },
    });
    const callbacks = { onClose: vi.fn(), onReturnFocus: vi.fn(), onConflict: vi.fn(), onAssigned: vi.fn(), onNext: vi.fn(() => false) };
    const anchor = document.createElement('button');
    document.body.append(anchor);
    renderWithProviders(
      <StationAssignPopover
        centerId={CENTER_ID}
        role="MANAGER"
        quarter={{ id: QUARTER_ID, quarter_name: 'Q2' }}
        date={DATE}
        station={TARGET}
        stations={[TARGET, held]}
        anchor={anchor}
        walk="by-kind"
        {...callbacks}
      />,
    );
    const user = userEvent.setup();
    const popover = screen.getByRole('dialog', { name: 'Station 1-03' });
    await user.type(within(popover).getByRole('searchbox', { name: 'Search employees' }), 'Ana');
    expect(await within(popover).findByText('on 1-01')).toBeInTheDocument();
    await user.click(within(popover).getByRole('button', { name: 'Move here: Ana Silva, from 1-01' }));
    await waitFor(() => expect(callbacks.onAssigned).toHaveBeenCalledWith(TARGET.id));
    expect(body).toMatchObject({ employee_id: ANA.id, move: true });
  });
});
