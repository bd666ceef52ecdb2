import { whenActivated } from './activation';

describe('whenActivated', () => {
  const prerendering = (value: boolean) =>
    Object.defineProperty(document, 'prerendering', { value, configurable: true });
  afterEach(() => {
    delete (document as { prerendering?: unknown }).prerendering;
  });

  it('starts at once in a page shown to the visitor, and in a browser that never prerenders', () => {
    const start = jest.fn();
    whenActivated(start);
    expect(start).toHaveBeenCalledTimes(1);
    prerendering(false);
    whenActivated(start);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('waits in a prerendered page until it is activated, then starts once', () => {
    const start = jest.fn();
    prerendering(true);
    whenActivated(start);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(start).not.toHaveBeenCalled();
    prerendering(false);
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(start).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(start).toHaveBeenCalledTimes(1);
  });
});
