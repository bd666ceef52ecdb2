/**
 * A page's DevTools, reached over the browser's own WebSocket with nothing else attached, for
 * the visitor's Chromium (./visitor.ts): Playwright's session would turn prerendering off, so
 * the bench attaches to the page shown only to read it, and detaches at once.
 */

/** A page's DevTools session, over the browser's own WebSocket: nothing else attached. */
export class DevTools {
  private id = 0;
  private readonly pending = new Map<number, (message: DevToolsMessage) => void>();
  private constructor(private readonly socket: WebSocket) {
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as DevToolsMessage;
      if (message.id !== undefined) this.pending.get(message.id)?.(message);
    });
  }

  static async connect(url: string) {
    const socket = new WebSocket(url);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', reject, { once: true });
    });
    return new DevTools(socket);
  }

  async send<T>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = ++this.id;
    const answer = new Promise<DevToolsMessage>((resolve) => this.pending.set(id, resolve));
    this.socket.send(JSON.stringify({ id, method, params, sessionId }));
    const message = await answer;
    this.pending.delete(id);
    if (message.error) throw new Error(`${method}: ${message.error.message}`);
    return message.result as T;
  }

  close() {
    this.socket.close();
  }
}
interface DevToolsMessage {
  id?: number;
  result?: unknown;
  error?: { message: string };
}

/** The page shown now by a browser's DevTools port: attached, `expression` read, detached. */
export async function readPage<T>(devtools: DevTools, expression: string): Promise<T> {
  const { targetInfos } = await devtools.send<{
    targetInfos: { targetId: string; type: string; subtype?: string }[];
  }>('Target.getTargets');
  // The page shown: not one prerendered behind it.
  const page = targetInfos.find(({ type, subtype }) => type === 'page' && subtype !== 'prerender');
  if (!page) throw new Error('The visitor’s Chromium shows no page.');
  const { sessionId } = await devtools.send<{ sessionId: string }>('Target.attachToTarget', {
    targetId: page.targetId,
    flatten: true,
  });
  try {
    const { result, exceptionDetails } = await devtools.send<{
      result: { value: T };
      exceptionDetails?: { text: string };
    }>('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }, sessionId);
    if (exceptionDetails) throw new Error(`In the page: ${exceptionDetails.text}`);
    return result.value;
  } finally {
    await devtools.send('Target.detachFromTarget', { sessionId });
  }
}
