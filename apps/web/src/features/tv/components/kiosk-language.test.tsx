import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { scanReason } from '@stationboard/domain/assignments/scan-reason';
import { MESSAGES } from '@stationboard/domain/messages';
import { KIOSK_LANGUAGE_STORAGE_KEY } from '../../../lib/i18n/kiosk-language.ts';
import { scanItem } from '../testing/fixtures.ts';
import { LanguageToggle } from './language-toggle.tsx';
import { ScanOutcome } from './scan-outcome.tsx';

const assigned = (overrides = {}) =>
  scanItem({
    auto_checked_in: true,
    checked_in: true,
    message: MESSAGES.scanAssigned,
    station_name: '1-04',
    assignment_number: 4,
    remaining_critical: 2,
    reason: scanReason({ code: 'rotation', from_station: '1-03' }),
    ...overrides,
  });

function kiosk(items = [assigned()]) {
  return render(
    <>
      <LanguageToggle />
      <ScanOutcome outcome={{ kind: 'result', items }} />
    </>,
  );
}

describe('the kiosk language (issue 14)', () => {
  it('shows the reason under the station, in English the server’s own line', () => {
    kiosk();
    expect(screen.getByTestId('scan-reason')).toHaveTextContent(/^Rotation from 1-03$/);
    expect(screen.getByRole('status')).not.toHaveAttribute('lang');
  });

  it('Español turns the result and its reason line into Spanish and is remembered on the device', async () => {
    const user = userEvent.setup();
    kiosk();
    const group = screen.getByRole('group', { name: 'Language' });
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Español' }));
    // The Spanish texts are fetched first (decision 143); the kiosk switches once they are here.
    await waitFor(() => expect(group).toHaveAccessibleName('Idioma'));
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('status')).toHaveTextContent('Asignado y con entrada registrada');
    expect(screen.getByRole('status')).toHaveTextContent('Quedan 2 estaciones críticas sin cubrir');
    expect(screen.getByTestId('scan-reason')).toHaveTextContent(/^Rotación desde 1-03$/);
    expect(window.localStorage.getItem(KIOSK_LANGUAGE_STORAGE_KEY)).toBe('es');
  });

  it("shows a result in the scanned person's language on an English kiosk, marked with its lang", async () => {
    kiosk([assigned({ preferred_language: 'es', reason: scanReason({ code: 'line', line: 2 }) })]);
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveAttribute('lang', 'es'));
    expect(status).toHaveTextContent('Asignado y con entrada registrada');
    expect(screen.getByTestId('scan-reason')).toHaveTextContent(/^Primera estación libre de la línea 2$/);
    // The kiosk itself stays English.
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
  });

  it('and in English for an English speaker on a Spanish kiosk', async () => {
    window.localStorage.setItem(KIOSK_LANGUAGE_STORAGE_KEY, 'es');
    kiosk([assigned({ preferred_language: 'en' })]);
    expect(await screen.findByRole('group', { name: 'Idioma' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.scanAssigned);
    expect(screen.getByTestId('scan-reason')).toHaveTextContent(/^Rotation from 1-03$/);
  });

  it('says a scan error again in the kiosk language', async () => {
    window.localStorage.setItem(KIOSK_LANGUAGE_STORAGE_KEY, 'es');
    render(<ScanOutcome outcome={{ kind: 'error', message: MESSAGES.scanEmployeeNotFoundTvMode }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Empleado no encontrado. Habla con tu gerente para que te asigne una estación.');
  });

  it('an unreadable stored language is English', () => {
    window.localStorage.setItem(KIOSK_LANGUAGE_STORAGE_KEY, 'klingon');
    kiosk();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });
});
