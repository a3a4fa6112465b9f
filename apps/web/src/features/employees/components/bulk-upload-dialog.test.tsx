import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@stationboard/domain/schemas/bulk-upload';
import { deferred, fail, fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { BulkUploadDialog } from './bulk-upload-dialog.tsx';

const UPLOAD = 'POST /api/employees/bulk-upload';

function csv(name = 'staff.csv', size?: number): File {
  const file = new File(['Employee ID,Employee Name (Last, First)\n1,"Lee, Ann"'], name, { type: 'text/csv' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderDialog() {
  const onOpenChange = vi.fn();
  const onUploaded = vi.fn(async () => undefined);
  renderWithProviders(<BulkUploadDialog upload="employees" onOpenChange={onOpenChange} onUploaded={onUploaded} />);
  const dialog = screen.getByRole('dialog');
  return { onOpenChange, onUploaded, dialog, fileInput: within(dialog).getByLabelText(/Employee file/) };
}

/** Lets the fake answer arrive while timers are fake. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('BulkUploadDialog', () => {
  it('accepts only spreadsheet files in the picker', () => {
    fakeApi({});
    const { fileInput } = renderDialog();
    expect(fileInput).toHaveAttribute('accept', '.csv,.xlsx,.xls');
  });

  it('refuses another file type before sending anything', async () => {
    const api = fakeApi({});
    const { dialog, fileInput } = renderDialog();
    await userEvent.setup({ applyAccept: false }).upload(fileInput, new File(['%PDF'], 'staff.pdf'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select a CSV or Excel file (.csv, .xlsx, .xls)');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(api.calls).toEqual([]);
  });

  it('refuses a file one byte over 10MB and takes one of exactly 10MB', async () => {
    fakeApi({});
    const { dialog, fileInput } = renderDialog();
    const user = userEvent.setup();
    await user.upload(fileInput, csv('big.csv', MAX_UPLOAD_BYTES + 1));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('File size must be less than 10MB');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
    await user.upload(fileInput, csv('full.csv', MAX_UPLOAD_BYTES));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('sends the file as the multipart field file and shows Uploading... until the answer', async () => {
    const answer = deferred<ReturnType<typeof ok>>();
    const api = fakeApi({ [UPLOAD]: () => answer.promise });
    const { dialog, fileInput, onUploaded } = renderDialog();
    const user = userEvent.setup();
    const file = csv();
    await user.upload(fileInput, file);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Uploading... staff.csv');
    const sent = api.bodies[UPLOAD]?.[0] as FormData;
    expect(sent.get('file')).toBe(file);
    answer.resolve(ok({ created: 1, updated: 0, skipped: 0, errors: [] }));
    expect(await within(dialog).findByRole('heading', { name: 'Upload Results' })).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledOnce();
  });

  it('lists the refused rows with their numbers and stays open until closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ [UPLOAD]: () => ok({ created: 2, updated: 1, skipped: 1, errors: ['Row 4: Employee name is required'] }) });
    const { dialog, fileInput, onOpenChange, onUploaded } = renderDialog();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.upload(fileInput, csv());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await settle();
    expect(within(dialog).getByTestId('upload-result')).toBeInTheDocument();
    expect(within(dialog).getByText('Created').nextSibling).toHaveTextContent('2');
    expect(within(dialog).getByText('Updated').nextSibling).toHaveTextContent('1');
    expect(within(dialog).getByText('Skipped').nextSibling).toHaveTextContent('1');
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Row 4: Employee name is required');
    expect(onUploaded).toHaveBeenCalledOnce();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(onOpenChange).not.toHaveBeenCalled();
    // The footer's Close, not the corner's.
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes by itself 2 s after a clean upload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ [UPLOAD]: () => ok({ created: 3, updated: 0, skipped: 0, errors: [] }) });
    const { dialog, fileInput, onOpenChange } = renderDialog();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.upload(fileInput, csv());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await settle();
    expect(within(dialog).getByText('Upload complete.')).toBeInTheDocument();
    // Real time moves the fake clock a little too, so the check before is kept well clear of 2 s.
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(onOpenChange).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the server's refusal and lets the person try another file", async () => {
    fakeApi({ [UPLOAD]: () => fail(400, 'The file has no employee rows') });
    const { dialog, fileInput, onUploaded } = renderDialog();
    const user = userEvent.setup();
    await user.upload(fileInput, csv());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file has no employee rows');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('says Failed to upload file when the upload never got an answer', async () => {
    fakeApi({});
    const { dialog, fileInput } = renderDialog();
    const user = userEvent.setup();
    await user.upload(fileInput, csv());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to upload file. Please try again.');
  });

  it('says Upload failed when the server answers a refusal without a reason', async () => {
    fakeApi({ [UPLOAD]: () => fail(500, '') });
    const { dialog, fileInput } = renderDialog();
    const user = userEvent.setup();
    await user.upload(fileInput, csv());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Upload failed. Please try again.');
  });

  it('sends an exceptions file to its own route, names its columns, and counts what was added and the stations freed (decision 155)', async () => {
    const api = fakeApi({
      'POST /api/employees/exceptions/bulk-upload': () =>
        ok({ created: 2, stations_freed: 1, skipped: 1, errors: ['Row 3: No one has employee_id qe-nobody'] }),
    });
    const onUploaded = vi.fn(async () => undefined);
    renderWithProviders(<BulkUploadDialog upload="exceptions" onOpenChange={vi.fn()} onUploaded={onUploaded} />);
    const dialog = screen.getByRole('dialog', { name: 'Upload Exceptions' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['employee_id', 'badge_barcode_id', 'date', 'kind', 'note']);
    const user = userEvent.setup();
    await user.upload(within(dialog).getByLabelText(/Exceptions file/), new File(['employee_id,date,kind'], 'exceptions.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByTestId('upload-result')).toBeInTheDocument();
    expect(api.calls).toEqual(['POST /api/employees/exceptions/bulk-upload']);
    expect(within(dialog).getByText('Added').nextSibling).toHaveTextContent('2');
    expect(within(dialog).getByText('Stations freed').nextSibling).toHaveTextContent('1');
    expect(within(dialog).getByText('Skipped').nextSibling).toHaveTextContent('1');
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Row 3: No one has employee_id qe-nobody');
    expect(onUploaded).toHaveBeenCalledOnce();
  });
});
