/** A WebSocket a test drives by hand: it records what the client does with it. */
export class FakeSocket {
  static instances: FakeSocket[] = [];
  static latest(): FakeSocket {
    return FakeSocket.instances.at(-1)!;
  }
  sent: unknown[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  // Test helpers: what the server would do.
  serverOpens() {
    this.onopen?.();
  }
  serverSays(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** The connection ends: 1006 when it is lost, 1012 when the server process stops. */
  drops(code = 1006) {
    this.onclose?.({ code });
  }
}
