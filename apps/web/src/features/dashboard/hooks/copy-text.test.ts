import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText, type CopyEnvironment } from './copy-text.ts';

const TEXT = 'Main Line: 24\nSAP: 6\nIndirects: 10\nRatio: 3.0';

/** The copy command, answering as a browser would; it records what was selected when it ran. */
function copyCommand(works: boolean) {
  const selected: string[] = [];
  const execCommand = vi.fn((command: string) => {
    selected.push(document.querySelector('textarea')?.value ?? '');
    return command === 'copy' && works;
  });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return { execCommand, selected };
}

function environment(clipboard: CopyEnvironment['clipboard']): CopyEnvironment {
  return { clipboard, document, alert: vi.fn() };
}

afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand');
});

describe('copyText', () => {
  it('uses the clipboard when the browser allows it, and nothing else', async () => {
    const { execCommand } = copyCommand(true);
    const env = environment({ writeText: vi.fn(async () => undefined) });
    expect(await copyText(TEXT, env)).toBe('clipboard');
    expect(env.clipboard!.writeText).toHaveBeenCalledWith(TEXT);
    expect(execCommand).not.toHaveBeenCalled();
    expect(env.alert).not.toHaveBeenCalled();
  });

  it('falls back to the copy command on a hidden field when the clipboard refuses, and removes the field', async () => {
    const { execCommand, selected } = copyCommand(true);
    const env = environment({ writeText: vi.fn(async () => Promise.reject(new Error('denied'))) });
    expect(await copyText(TEXT, env)).toBe('fallback');
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(selected).toEqual([TEXT]);
    expect(document.querySelector('textarea')).toBeNull();
    expect(env.alert).not.toHaveBeenCalled();
  });

  it('falls back as well where there is no clipboard API at all (a page served over plain http)', async () => {
    copyCommand(true);
    expect(await copyText(TEXT, environment(undefined))).toBe('fallback');
  });

  it('asks the person to copy by hand, showing the text, when the copy command fails too', async () => {
    copyCommand(false);
    const env = environment({ writeText: vi.fn(async () => Promise.reject(new Error('denied'))) });
    expect(await copyText(TEXT, env)).toBe('manual');
    expect(env.alert).toHaveBeenCalledTimes(1);
    expect(vi.mocked(env.alert).mock.calls[0]![0]).toContain(TEXT);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('asks by hand when the browser has no copy command to run', async () => {
    const env = environment(undefined);
    expect(await copyText(TEXT, env)).toBe('manual');
    expect(env.alert).toHaveBeenCalledTimes(1);
  });
});
