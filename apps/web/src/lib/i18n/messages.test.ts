import { describe, expect, it } from 'vitest';
import { SCAN_REASON_CODES, scanReason, scanReasonText } from '@stationboard/domain/assignments/scan-reason';
import { LANGUAGES } from '@stationboard/domain/i18n/languages';
import { MESSAGES as DOMAIN_MESSAGES } from '@stationboard/domain/messages';
import { describeScanFailure } from '@stationboard/domain/assignments/scan-outcome';
import { englishResources, isFunctionMessage, KIOSK_MESSAGE_KEYS, kioskResourceKeys, type MessageKey } from './catalogue.ts';
import { i18n, TRANSLATIONS } from './i18n.ts';
import { MESSAGE_PARAMS, type ParamSpec } from './message-params.ts';
import { MESSAGES } from './messages.ts';
import { messagesIn, reasonLine, relocalize } from './translations.ts';
import { resultLanguage } from './kiosk-language.ts';

const keys = Object.keys(DOMAIN_MESSAGES) as MessageKey[];

/** Sample arguments for a function message: every wording it has (null and given, true and false, counts 0, 1, 2, 12). */
function sampleArgs(specs: readonly ParamSpec[]): unknown[][] {
  let samples: unknown[][] = [[]];
  specs.forEach(([name, kind], index) => {
    const values =
      kind === 'value' ? [`${name}-${index} A·b "c"`, 42] : kind === 'count' ? [0, 1, 2, 12] : kind === 'nullable' ? [`2-0${index}`, null] : [true, false];
    samples = samples.flatMap((sample) => values.map((value) => [...sample, value]));
  });
  return samples;
}

describe('English is MESSAGES, word for word', () => {
  it('renders every text exactly as MESSAGES has it', () => {
    const en = messagesIn('en');
    for (const key of keys) {
      if (isFunctionMessage(key)) continue;
      expect(en[key], key).toBe(DOMAIN_MESSAGES[key]);
      expect(i18n.t(key, { lng: 'en' }), key).toBe(DOMAIN_MESSAGES[key]);
    }
  });

  it('renders every function message exactly as MESSAGES words it, for each of its wordings', () => {
    const en = messagesIn('en') as unknown as Record<string, (...args: unknown[]) => string>;
    let checked = 0;
    for (const key of keys) {
      if (!isFunctionMessage(key)) continue;
      const domain = DOMAIN_MESSAGES[key] as (...args: unknown[]) => string;
      for (const args of sampleArgs(MESSAGE_PARAMS[key] as readonly ParamSpec[])) {
        // String(): a sample number where a text is expected (screenTitle(42, null)) comes back from MESSAGES as the number.
        expect(en[key]!(...args), `${key}(${JSON.stringify(args)})`).toBe(String(domain(...args)));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(60);
  });

  it('keeps texts with characters i18next could take for markup as they are', () => {
    expect(messagesIn('en').createEmployeeOption('<b>Ann & "Bo"</b> {{x}} $t(y)')).toBe(DOMAIN_MESSAGES.createEmployeeOption('<b>Ann & "Bo"</b> {{x}} $t(y)'));
  });

  it("the web's MESSAGES is English, the same object shape as the domain's", () => {
    expect(Object.keys(MESSAGES).sort()).toEqual([...keys].sort());
    expect(MESSAGES.scanCheckedIn).toBe(DOMAIN_MESSAGES.scanCheckedIn);
    expect(MESSAGES.scanRemainingCritical(3)).toBe(DOMAIN_MESSAGES.scanRemainingCritical(3));
  });

  it('says again in English what a domain rule worded in English, unchanged: an English kiosk needs no translation', () => {
    const t = i18n.getFixedT('en');
    for (const key of KIOSK_MESSAGE_KEYS) {
      const message = DOMAIN_MESSAGES[key];
      if (typeof message === 'string') expect(relocalize(message, t), key).toBe(message);
      else
        for (const args of sampleArgs(MESSAGE_PARAMS[key as keyof typeof MESSAGE_PARAMS] as readonly ParamSpec[])) {
          const text = String((message as (...a: unknown[]) => string)(...args));
          expect(relocalize(text, t), `${key}(${JSON.stringify(args)})`).toBe(text);
        }
    }
  });

  it('words every reason line exactly as scanReasonText, with and without its facts', () => {
    const t = i18n.getFixedT('en');
    for (const code of SCAN_REASON_CODES) {
      for (const facts of [{}, { from_station: '1-03' }, { line: 3 }, { areas: ['Dock'] }, { areas: ['Dock', 'Returns'] }]) {
        const reason = scanReason({ code, ...facts });
        expect(reasonLine(t, reason), `${code} ${JSON.stringify(facts)}`).toBe(scanReasonText({ code, ...facts }));
      }
    }
  });
});

describe('translation files', () => {
  const english = englishResources();
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

  it.each(Object.entries(TRANSLATIONS))('%s translates every kiosk text and each of its wordings', (_lng, resources) => {
    const missing = kioskResourceKeys(english).filter((key) => !(key in resources));
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(TRANSLATIONS))('%s uses the placeholders the English wording has, and no key English lacks', (_lng, resources) => {
    for (const [key, text] of Object.entries(resources)) {
      const englishKey = key.replace(/_many$/, '_other');
      expect(english, `unknown key ${key}`).toHaveProperty([englishKey]);
      // A singular may say its 1 in words; every other wording names what English names.
      if (!key.endsWith('_one')) expect(placeholders(text), key).toEqual(placeholders(english[englishKey]!));
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('names every kiosk key of MESSAGES', () => {
    for (const key of KIOSK_MESSAGE_KEYS) expect(keys).toContain(key);
    expect(Object.keys(TRANSLATIONS).sort()).toEqual(LANGUAGES.filter((l) => l !== 'en').sort());
  });
});

describe('Spanish kiosk', () => {
  const es = messagesIn('es');

  it('says the kiosk texts in Spanish, with Spanish plurals', () => {
    expect(es.scanCheckedIn).toBe('Entrada registrada');
    expect(es.scanRemainingCritical(1)).toBe('Queda 1 estación crítica sin cubrir');
    expect(es.scanRemainingCritical(3)).toBe('Quedan 3 estaciones críticas sin cubrir');
    expect(es.scansWaitingToSync(1_000_000)).toBe('1000000 escaneos pendientes de sincronizar');
    expect(es.scanFailed(null)).toBe('No se pudo escanear el gafete: error desconocido');
  });

  it('falls back to English for a screen that has no translation yet', () => {
    expect(es.dashboardTitle).toBe(DOMAIN_MESSAGES.dashboardTitle);
    expect(es.employeeConflict('Ann', null)).toBe(DOMAIN_MESSAGES.employeeConflict('Ann', null));
  });

  it('words the reason lines by code and facts', () => {
    const t = i18n.getFixedT('es');
    expect(reasonLine(t, scanReason({ code: 'rotation', from_station: '1-03' }))).toBe('Rotación desde 1-03');
    expect(reasonLine(t, scanReason({ code: 'line', line: 2 }))).toBe('Primera estación libre de la línea 2');
    expect(reasonLine(t, scanReason({ code: 'overflow', areas: ['Dock', 'Returns'] }))).toBe('Desvío por cupo lleno a Dock, Returns');
    expect(reasonLine(t, scanReason({ code: 'overflow' }))).toBe('Desvío por cupo lleno');
    expect(reasonLine(t, scanReason({ code: 'skills_skipped', from_station: '1-03' }))).toBe('1-03 omitida: faltan habilidades');
    // Decision 153: someone scanned in off the day's roster.
    expect(reasonLine(t, scanReason({ code: 'rotation', from_station: '1-03', not_rostered: true }))).toBe('Rotación desde 1-03 · no programado hoy');
    expect(reasonLine(i18n.getFixedT('en'), scanReason({ code: 'line', line: 2, not_rostered: true }))).toBe(
      'First free station on line 2 · not rostered today',
    );
  });

  it('says again in Spanish what a domain rule worded in English', () => {
    const t = i18n.getFixedT('es');
    expect(relocalize(describeScanFailure({ status: null, message: null }, 'tvList'), t)).toBe('Error al buscar al empleado');
    expect(relocalize(describeScanFailure({ status: 404, message: DOMAIN_MESSAGES.scanEmployeeNotFound }, 'tvMode'), t)).toBe(es.scanEmployeeNotFoundTvMode);
    expect(relocalize(DOMAIN_MESSAGES.scanFailed(DOMAIN_MESSAGES.badgeValueRequired), t)).toBe(
      'No se pudo escanear el gafete: Escanea un gafete o escribe un ID de empleado',
    );
    expect(relocalize(DOMAIN_MESSAGES.scanFailed('Quarter 9 not found'), t)).toBe('No se pudo escanear el gafete: Quarter 9 not found');
    expect(relocalize(DOMAIN_MESSAGES.scanFailed(null), t)).toBe('No se pudo escanear el gafete: error desconocido');
    // Decision 136: the server's refusal of a scan into a quarter long over, said again in Spanish.
    expect(relocalize(describeScanFailure({ status: 409, message: DOMAIN_MESSAGES.scanQuarterEnded('Q2', '12:00', 'Q3') }, 'tvList'), t)).toBe(
      'No se pudo escanear el gafete: Los escaneos ahora van a Q3 (Q2 terminó a las 12:00)',
    );
    expect(relocalize(DOMAIN_MESSAGES.quarterTransition('Q2', 5), t)).toBe('Cambio de periodo • Sigue: Q2 en 5 min');
    expect(relocalize(DOMAIN_MESSAGES.manualMode('Q3'), t)).toBe('Modo manual • Q3');
    expect(relocalize('Something the server said', t)).toBe('Something the server said');
    expect(relocalize(DOMAIN_MESSAGES.scanFailed('x'), i18n.getFixedT('en'))).toBe(DOMAIN_MESSAGES.scanFailed('x'));
  });
});

describe('Spanish demand panel and standards upload (decision 161)', () => {
  it('words the panel and the upload in Spanish, a blank column and no volume in their own wordings', () => {
    const es = messagesIn('es');
    expect(es.demandPanelTitle('Q3')).toBe('Demanda, Q3');
    expect(es.demandShortBy(2)).toBe('Faltan 2');
    expect(es.demandUnitsOfLine(1500)).toBe('Unidades: 1500');
    expect(es.demandUnitsOfLine(null)).toBe('Sin volumen ingresado');
    expect(es.standardsRowError(4, 'units_per_hour', 'x')).toBe('Fila 4, units_per_hour: x');
    expect(es.standardsRowError(4, null, 'x')).toBe('Fila 4: x');
  });
});

describe('a scan result in the person’s language', () => {
  it("uses the person's language when their record names one, else the kiosk's", () => {
    expect(resultLanguage({ preferred_language: 'es' }, 'en')).toBe('es');
    expect(resultLanguage({ preferred_language: 'en' }, 'es')).toBe('en');
    expect(resultLanguage({ preferred_language: null }, 'es')).toBe('es');
    expect(resultLanguage(undefined, 'en')).toBe('en');
  });
});
