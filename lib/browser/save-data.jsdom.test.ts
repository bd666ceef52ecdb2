import { forgoSpeculationOnSaveData } from './save-data';

describe('forgoSpeculationOnSaveData', () => {
  const rules = () => document.querySelectorAll('script[type="speculationrules"]');
  const saveData = (value: boolean | undefined) =>
    Object.defineProperty(navigator, 'connection', {
      value: value === undefined ? undefined : { saveData: value },
      configurable: true,
    });
  beforeEach(() => {
    document.body.innerHTML =
      '<a href="/tarifs">Tarifs</a><script type="speculationrules">{"prerender":[]}</script>';
  });
  afterEach(() => {
    delete (navigator as { connection?: unknown }).connection;
  });

  it('takes the rules out of the page once it is parsed, for a visitor who asked to save data', () => {
    saveData(true);
    forgoSpeculationOnSaveData();
    expect(rules()).toHaveLength(1);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(rules()).toHaveLength(0);
    expect(document.querySelector('a')).not.toBeNull();
  });

  it('leaves them for every other visitor, and where the browser does not say (every engine but Chromium)', () => {
    for (const value of [false, undefined]) {
      saveData(value);
      forgoSpeculationOnSaveData();
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(rules()).toHaveLength(1);
    }
  });
});
