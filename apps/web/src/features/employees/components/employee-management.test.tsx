import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, GEG1, ok } from '../../../testing/fake-api.ts';
import { fakeAuth, renderWithProviders } from '../../../testing/render.tsx';
import { employee, page } from '../testing/fixtures.ts';
import { EmployeeManagement } from './employee-management.tsx';

const ann = employee('Ann Lee', { employee_id: 'alee', department_id: 20, employee_uid: 101 });
const bob = employee('Bob Ray', { department_id: 3, is_active: false });
const cy = employee('Cy Tam');

function renderAs(role: 'VIEW' | 'MANAGER' = 'MANAGER') {
  return renderWithProviders(<EmployeeManagement centerId={GEG1.id} role={role} />, { auth: fakeAuth(role) });
}

const bodyNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('EmployeeManagement', () => {
  it('lists the first page of 20 with every column', async () => {
    const queries: URLSearchParams[] = [];
    fakeApi({
      'GET /api/employees': ({ url }) => {
        queries.push(url.searchParams);
        return ok(page([ann, bob]));
      },
    });
    renderAs();
    expect(await screen.findByRole('cell', { name: 'Ann Lee' })).toBeInTheDocument();
    expect(queries[0]?.get('page')).toBe('1');
    expect(queries[0]?.get('limit')).toBe('20');
    expect(queries[0]?.get('fulfillment_center_id')).toBe(GEG1.id);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Employee ID', 'Department ID', 'Badge Barcode ID', 'Employee UID', 'Status', 'Created', 'Shift pattern', 'Actions']);
    const annRow = screen.getByRole('row', { name: /Ann Lee/ });
    expect(within(annRow).getByText('alee')).toBeInTheDocument();
    expect(within(annRow).getByText('101')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Bob Ray/ })).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('2 employees')).toBeInTheDocument();
  });

  it('sends one search once typing pauses, not one per key', async () => {
    const searches: (string | null)[] = [];
    fakeApi({
      'GET /api/employees': ({ url }) => {
        searches.push(url.searchParams.get('search'));
        return ok(page(url.searchParams.get('search') ? [ann] : [ann, bob, cy]));
      },
    });
    renderAs();
    await screen.findByRole('cell', { name: 'Cy Tam' });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search employees' }), '  ann');
    expect(searches).toEqual([null]);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Cy Tam' })).not.toBeInTheDocument(), { timeout: 2000 });
    expect(searches).toEqual([null, 'ann']);
  });

  it('says so when a search finds nobody', async () => {
    fakeApi({ 'GET /api/employees': ({ url }) => ok(page(url.searchParams.get('search') ? [] : [ann])) });
    renderAs();
    await screen.findByRole('cell', { name: 'Ann Lee' });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search employees' }), 'zed');
    expect(await screen.findByText('No employees match "zed"', undefined, { timeout: 2000 })).toBeInTheDocument();
  });

  it('asks the server to sort the whole list ascending, then descending, then not at all, from page 1', async () => {
    const queries: URLSearchParams[] = [];
    fakeApi({
      'GET /api/employees': ({ url }) => {
        queries.push(url.searchParams);
        const order = { asc: [ann, bob, cy], desc: [cy, bob, ann] }[url.searchParams.get('direction') ?? ''] ?? [cy, ann, bob];
        return ok(page(order, { page: Number(url.searchParams.get('page')), totalPages: 2, total: 23 }));
      },
    });
    renderAs();
    await screen.findByRole('cell', { name: 'Ann Lee' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
    const header = screen.getByRole('columnheader', { name: 'Name' });
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(bodyNames()).toEqual(['Ann Lee', 'Bob Ray', 'Cy Tam']));
    expect(Object.fromEntries(queries.at(-1)!)).toMatchObject({ sort: 'name', direction: 'asc', page: '1' });
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(bodyNames()).toEqual(['Cy Tam', 'Bob Ray', 'Ann Lee']));
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'none');
    await waitFor(() => expect(bodyNames()).toEqual(['Cy Tam', 'Ann Lee', 'Bob Ray']));
    expect(queries.at(-1)?.has('sort')).toBe(false);
  });

  it("moves through the server's pages", async () => {
    fakeApi({
      'GET /api/employees': ({ url }) =>
        url.searchParams.get('page') === '2' ? ok(page([cy], { page: 2, totalPages: 2, total: 21 })) : ok(page([ann], { totalPages: 2, total: 21 })),
    });
    renderAs();
    await screen.findByRole('cell', { name: 'Ann Lee' });
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('cell', { name: 'Cy Tam' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('shows a VIEW user the table without any way to change it', async () => {
    fakeApi({ 'GET /api/employees': () => ok(page([ann])) });
    renderAs('VIEW');
    await screen.findByRole('cell', { name: 'Ann Lee' });
    expect(screen.queryByRole('button', { name: /Add Employee|Bulk Upload|Edit|Deactivate|Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the list cannot load, and loads again on Try Again", async () => {
    let answer: { status?: number; body: unknown } = fail(500, 'Database unavailable');
    fakeApi({ 'GET /api/employees': () => answer });
    renderAs();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    answer = ok(page([ann]));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('cell', { name: 'Ann Lee' })).toBeInTheDocument();
  });

  it('falls back to the spec text when the server cannot be reached', async () => {
    fakeApi({});
    renderAs();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load employees. Please try again.');
  });

  it('deactivates with is_active alone and reloads the list', async () => {
    let active = true;
    const api = fakeApi({
      'GET /api/employees': () => ok(page([{ ...ann, is_active: active }])),
      [`PUT /api/employees/${ann.id}`]: ({ body }) => {
        active = (body as { is_active: boolean }).is_active;
        return ok({ ...ann, is_active: active });
      },
    });
    renderAs();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Deactivate Ann Lee' }));
    expect(await screen.findByRole('button', { name: 'Activate Ann Lee' })).toBeInTheDocument();
    expect(api.bodies[`PUT /api/employees/${ann.id}`]).toEqual([{ is_active: false }]);
  });

  it("says when the status could not be changed, in the server's words when it gave some", async () => {
    fakeApi({ 'GET /api/employees': () => ok(page([ann])), [`PUT /api/employees/${ann.id}`]: () => fail(404, 'Employee not found') });
    renderAs();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Ann Lee' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Employee not found');
    fakeApi({ 'GET /api/employees': () => ok(page([ann])) });
    await user.click(screen.getByRole('button', { name: 'Deactivate Ann Lee' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to update employee status'));
  });

  it('deletes only after confirmation and reloads the list', async () => {
    let rows = [ann, bob];
    const api = fakeApi({
      'GET /api/employees': () => ok(page(rows)),
      [`DELETE /api/employees/${ann.id}`]: () => {
        rows = [bob];
        return ok(null);
      },
    });
    renderAs();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Ann Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Employee' });
    expect(dialog).toHaveTextContent('Delete Ann Lee? Their station assignments are deleted with them.');
    expect(api.calls).not.toContain(`DELETE /api/employees/${ann.id}`);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Ann Lee' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the confirmation open with the spec text when the delete fails without a message', async () => {
    fakeApi({ 'GET /api/employees': () => ok(page([ann])) });
    renderAs();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Ann Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Employee' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete employee');
  });
});
