import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB; the kiosk keeps offline scans there (decision 127). Unit tests only.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  // A worker's test files share one document (decision 173): what a test appended itself goes too.
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
  // Each test starts with an empty device.
  globalThis.indexedDB = new IDBFactory();
});

// jsdom lacks these; radix-ui measures its popups with them.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;

/**
 * jsdom would really dial ws://localhost for the shell's realtime connection. Tests of the
 * realtime client pass their own fake; everywhere else the socket never opens.
 */
class InertWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = 0;
  onopen: unknown = null;
  onmessage: unknown = null;
  onclose: unknown = null;
  onerror: unknown = null;
  send() {}
  close() {
    this.readyState = 3;
  }
}
globalThis.WebSocket = InertWebSocket as unknown as typeof WebSocket;

// jsdom does not scroll; the day plan's grid scrolls its cursor into view with this (issue 27).
Element.prototype.scrollTo ??= function scrollTo() {};
