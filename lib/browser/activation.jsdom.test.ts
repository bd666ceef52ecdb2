import { activate, forgetPrerendering, setPrerendering } from '@/jest/prerendering';
import { whenActivated } from './activation';

describe('whenActivated', () => {
  afterEach(forgetPrerendering);

  it('starts at once in a page shown to the visitor, and in a browser that never prerenders', () => {
    const start = jest.fn();
    whenActivated(start);
    expect(start).toHaveBeenCalledTimes(1);
    setPrerendering(false);
    whenActivated(start);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('waits in a prerendered page until it is activated, then starts once', () => {
    const start = jest.fn();
    setPrerendering(true);
    whenActivated(start);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(start).not.toHaveBeenCalled();
    activate();
    expect(start).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(start).toHaveBeenCalledTimes(1);
  });
});
