import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, GEG1, ok } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { employee } from '../testing/fixtures.ts';
import { EmployeeFormDialog } from './employee-form-dialog.tsx';

const ann = employee('Ann Lee', { employee_id: 'alee', department_id: 20, badge_barcode_id: 5001, employee_uid: 101 });

const FORKLIFT = { id: '77777777-7777-4777-8777-777777777771', fulfillment_center_id: GEG1.id, name: 'Forklift' };
const HAZMAT = { id: '77777777-7777-4777-8777-777777777772', fulfillment_center_id: GEG1.id, name: 'Hazmat' };

function renderDialog(existing = null as typeof ann | null, centerSkills?: (typeof FORKLIFT)[]) {
  const onOpenChange = vi.fn();
  const onSaved = vi.fn(async () => undefined);
  renderWithProviders(<EmployeeFormDialog centerId={GEG1.id} employee={existing} onOpenChange={onOpenChange} onSaved={onSaved} centerSkills={centerSkills} />);
  return { onOpenChange, onSaved, dialog: screen.getByRole('dialog') };
}

describe('EmployeeFormDialog', () => {
  it('refuses a blank name without calling the server', async () => {
    const api = fakeApi({});
    const { dialog } = renderDialog();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Name *'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Employee' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Employee name is required');
    expect(api.calls).toEqual([]);
  });

  it('sends the trimmed name, whole-number ids and null for the fields left empty', async () => {
    const api = fakeApi({ 'POST /api/employees': () => ok(ann) });
    const { dialog, onSaved, onOpenChange } = renderDialog();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Name *'), '  Ann Lee ');
    await user.type(within(dialog).getByLabelText('Department ID'), ' 20 ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Employee' }));
    expect(api.bodies['POST /api/employees']).toEqual([
      {
        name: 'Ann Lee',
        employee_id: null,
        department_id: 20,
        badge_barcode_id: null,
        employee_uid: null,
        preferred_language: null,
        fulfillment_center_id: GEG1.id,
      },
    ]);
    expect(onSaved).toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it.each([
    ['Department ID', '0', 'Department ID must be a whole number of at least 1'],
    ['Badge Barcode ID', '1.5', 'Badge barcode ID must be a whole number of at least 1'],
    ['Employee UID', 'abc', 'Employee UID must be a whole number of at least 1'],
  ])('refuses %s %s as not a whole number of at least 1', async (label, value, message) => {
    const api = fakeApi({});
    const { dialog } = renderDialog();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Name *'), 'Ann');
    await user.type(within(dialog).getByLabelText(label), value);
    await user.click(within(dialog).getByRole('button', { name: 'Add Employee' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    expect(api.calls).toEqual([]);
  });

  it('edits with the saved values filled in and sends a cleared field as null', async () => {
    const api = fakeApi({ [`PUT /api/employees/${ann.id}`]: () => ok(ann) });
    const { dialog } = renderDialog(ann);
    expect(within(dialog).getByRole('heading', { name: 'Edit Employee' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Employee UID')).toHaveValue('101');
    const user = userEvent.setup();
    await user.clear(within(dialog).getByLabelText('Badge Barcode ID'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(api.bodies[`PUT /api/employees/${ann.id}`]).toEqual([
      {
        name: 'Ann Lee',
        employee_id: 'alee',
        department_id: 20,
        badge_barcode_id: null,
        employee_uid: 101,
        preferred_language: null,
        fulfillment_center_id: GEG1.id,
      },
    ]);
  });

  it('offers the preferred language as Not set, English or Español, and sends the choice (issue 14)', async () => {
    const api = fakeApi({ 'POST /api/employees': () => ok(ann), [`PUT /api/employees/${ann.id}`]: () => ok(ann) });
    const { dialog } = renderDialog();
    const user = userEvent.setup();
    const select = within(dialog).getByLabelText(/Preferred language/);
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Not set', 'English', 'Español']);
    await user.type(within(dialog).getByLabelText('Name *'), 'Ann Lee');
    await user.selectOptions(select, 'Español');
    await user.click(within(dialog).getByRole('button', { name: 'Add Employee' }));
    expect(api.bodies['POST /api/employees']).toEqual([expect.objectContaining({ preferred_language: 'es' })]);
  });

  it('edits a preferred language: shows the saved one and sends Not set as null', async () => {
    const api = fakeApi({ [`PUT /api/employees/${ann.id}`]: () => ok(ann) });
    const { dialog } = renderDialog({ ...ann, preferred_language: 'es' });
    const select = within(dialog).getByLabelText(/Preferred language/);
    expect(select).toHaveValue('es');
    const user = userEvent.setup();
    await user.selectOptions(select, 'Not set');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(api.bodies[`PUT /api/employees/${ann.id}`]).toEqual([expect.objectContaining({ preferred_language: null })]);
  });

  it("shows the server's reason when a save is refused and keeps the dialog open", async () => {
    fakeApi({ 'POST /api/employees': () => fail(409, 'An employee with UID 101 already exists') });
    const { dialog, onOpenChange } = renderDialog();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Name *'), 'Ann');
    await user.click(within(dialog).getByRole('button', { name: 'Add Employee' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An employee with UID 101 already exists');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('falls back to Failed to update employee when an edit gets no answer', async () => {
    fakeApi({});
    const { dialog } = renderDialog(ann);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update employee');
  });

  it('edits the skills the person holds, each with an optional expiry date (issue 15)', async () => {
    const holder = { ...ann, skills: [{ skill_id: HAZMAT.id, name: 'Hazmat', expires_on: '2027-01-31' }] };
    const api = fakeApi({ [`PUT /api/employees/${ann.id}`]: () => ok(holder) });
    const { dialog } = renderDialog(holder, [FORKLIFT, HAZMAT]);
    const user = userEvent.setup();
    const skills = within(within(dialog).getByRole('group', { name: 'Skills' }));
    expect(skills.getByRole('checkbox', { name: 'Hazmat' })).toBeChecked();
    expect(skills.getByLabelText('Hazmat expires on (optional, last valid day)')).toHaveValue('2027-01-31');
    await user.click(skills.getByRole('checkbox', { name: 'Forklift' }));
    await user.type(skills.getByLabelText('Forklift expires on (optional, last valid day)'), '2026-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(api.bodies[`PUT /api/employees/${ann.id}`]).toEqual([
      expect.objectContaining({
        skills: [
          { skill_id: HAZMAT.id, expires_on: '2027-01-31' },
          { skill_id: FORKLIFT.id, expires_on: '2026-12-31' },
        ],
      }),
    ]);
  });
});
