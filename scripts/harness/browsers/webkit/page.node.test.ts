/**
 * @jest-environment node
 */
import type { Client } from 'webdriver';
import { nameMatches } from './locator';
import { WebKitPage } from './page';

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const element = (id: string) => ({ [ELEMENT]: id });
const stale = () =>
  Object.assign(new Error('Stale element found when trying to create the node handle'), {
    name: 'stale element reference',
  });

interface Element {
  id: string;
  role: string;
  label: string;
  text?: string;
  visible?: boolean;
}

/**
 * A WebDriver session over a page of these elements: lookups by role get them all as
 * candidates (the CSS that picks them runs in no browser here), then WebKit's computed role
 * and label, as the fake says. Each script runs one of the adapter's in-page functions
 * (./in-page.ts), by name: `scripts` answers them before anything else.
 */
function sessionOver(elements: Element[], scripts?: (name: string) => unknown) {
  const byId = new Map(elements.map((e) => [e.id, e]));
  const of = (reference: unknown) => byId.get((reference as Record<string, string>)[ELEMENT]!)!;
  const calls: { name: string; args: unknown[] }[] = [];
  const client = {
    async executeScript(script: string, args: unknown[]) {
      // The compiled in-page functions first, then the call of one of them by name.
      expect(script).toMatch(/^\(function\(\)\{.*\}\)\(\);\n/s);
      const name = /\nreturn window\.__floor\["(\w+)"\]\.apply\(null, arguments\)$/.exec(
        script,
      )![1]!;
      calls.push({ name, args });
      const answer = scripts?.(name);
      if (answer !== undefined) return typeof answer === 'function' ? answer() : answer;
      if (name === 'visibleMatches') return elements.map((e) => element(e.id));
      if (name === 'kept') {
        const [text, visible, ...found] = args as [string | null, boolean | null, unknown[]];
        return found.map((reference) => {
          const e = of(reference);
          return (
            (text === null || (e.text ?? '').toLowerCase().includes(text)) &&
            (visible === null || (e.visible ?? true) === visible)
          );
        });
      }
      if (name === 'isVisible') return of(args[0]).visible;
      throw new Error(`no answer for ${name}`);
    },
    getElementComputedLabel: async (id: string) => byId.get(id)!.label,
    getElementComputedRole: async (id: string) => byId.get(id)!.role,
  };
  return { page: new WebKitPage(client as unknown as Client, 'http://127.0.0.1', '2.50'), calls };
}

const ids = (found: Record<string, string>[]) => found.map((e) => e[ELEMENT]);

describe('an accessible name, matched as Playwright matches it', () => {
  it('is found whole, spaces aside, with exact', () => {
    expect(nameMatches(' Aperçu  du modèle ', { name: 'Aperçu du modèle', exact: true })).toBe(
      true,
    );
    expect(nameMatches('Aperçu du modèle Classique', { name: 'Aperçu', exact: true })).toBe(false);
    expect(nameMatches('aperçu du modèle', { name: 'Aperçu du modèle', exact: true })).toBe(false);
  });

  it('is found as a part, in any case, without', () => {
    expect(nameMatches('Adresse e-mail (obligatoire)', { name: 'adresse E-MAIL' })).toBe(true);
    expect(nameMatches('Nom', { name: 'Prénom' })).toBe(false);
    expect(nameMatches('anything', {})).toBe(true);
  });
});

describe('a lookup by role in WebKit, over WebDriver', () => {
  const notices: Element[] = [
    { id: 'title', role: 'heading', label: 'Aperçu non disponible' },
    { id: 'notice', role: 'group', label: 'Aperçu non disponible' },
    { id: 'other', role: 'group', label: 'Téléchargement non disponible' },
  ];

  it('keeps the elements WebKit gives that role and name', async () => {
    const { page } = sessionOver(notices);
    const found = await page.byRole('group', { name: 'aperçu' }, null);
    expect(ids(found)).toEqual(['notice']);
  });

  it('leaves out an element that left the page, or the accessibility tree, meanwhile', async () => {
    const { page } = sessionOver(notices);
    const client = page.client as unknown as Record<string, unknown>;
    client.getElementComputedRole = async (id: string) => {
      if (id === 'notice') throw stale();
      return notices.find((e) => e.id === id)!.role;
    };
    expect(ids(await page.byRole('group', {}, null))).toEqual(['other']);
  });

  it('asks again when an element it found left the page before WebDriver named it', async () => {
    let calls = 0;
    const { page } = sessionOver(notices, (name) =>
      name === 'visibleMatches' && calls++ === 0
        ? () => {
            throw stale();
          }
        : undefined,
    );
    expect(ids(await page.byRole('group', { name: 'Aperçu non disponible' }, null))).toEqual([
      'notice',
    ]);
    expect(calls).toBe(2);
  });

  it('gives up after three stale answers, and passes any other error on at once', async () => {
    let calls = 0;
    const always = sessionOver(notices, () => () => {
      calls += 1;
      throw stale();
    });
    await expect(always.page.byRole('group', {}, null)).rejects.toThrow(/Stale element/);
    expect(calls).toBe(3);
    calls = 0;
    const broken = sessionOver(notices, () => () => {
      calls += 1;
      throw new Error('no such window');
    });
    await expect(broken.page.byRole('group', {}, null)).rejects.toThrow('no such window');
    expect(calls).toBe(1);
  });
});

describe('a locator over WebDriver, as Playwright’s', () => {
  const tabs: Element[] = [
    { id: 'overview', role: 'tab', label: 'Vue d’ensemble', text: 'Vue d’ensemble' },
    { id: 'companies', role: 'tab', label: 'Entreprises', text: 'Entreprises' },
    { id: 'link', role: 'link', label: 'Entreprises', text: 'Entreprises', visible: false },
  ];

  it('is strict: a locator meaning several elements fails what needs one', async () => {
    const { page } = sessionOver(tabs);
    const both = page.getByRole('tab');
    expect(await both.count()).toBe(2);
    await expect(both.isVisible()).rejects.toThrow(
      "strict mode violation: getByRole('tab') resolved to 2 elements",
    );
    await expect(both.click()).rejects.toThrow(/strict mode violation/);
  });

  it('is not visible when it means nothing', async () => {
    const { page } = sessionOver(tabs);
    expect(await page.getByRole('button').isVisible()).toBe(false);
  });

  it('joins two lookups with or, once each, and keeps what both mean with and', async () => {
    const { page } = sessionOver(tabs);
    const companies = page.getByRole('tab', { name: 'Entreprises', exact: true });
    const either = companies.or(page.getByRole('link')).or(companies);
    expect(ids(await (either as unknown as { find(): Promise<never[]> }).find())).toEqual([
      'companies',
      'link',
    ]);
    expect(await page.getByRole('tab').nth(1).and(companies).count()).toBe(1);
    expect(await page.getByRole('tab').nth(0).and(companies).count()).toBe(0);
    expect(await page.getByRole('tab').nth(-1).and(companies).count()).toBe(1);
  });

  it('filters by text and visibility in the page, each element an argument of its own', async () => {
    const { page, calls } = sessionOver(tabs);
    const shown = page.getByRole('link').filter({ hasText: 'ENTREPRISES' });
    expect(await shown.count()).toBe(1);
    expect(await shown.filter({ visible: true }).count()).toBe(0);
    // WebKit's driver finds no element inside an array: each must be an argument.
    const filtering = calls.find((call) => call.name === 'kept')!;
    expect(filtering.args).toEqual(['entreprises', null, element('link')]);
  });
});

describe('a press over WebDriver, as Playwright’s click', () => {
  const tabs: Element[] = [{ id: 'campaigns', role: 'tab', label: 'Campagnes' }];

  /**
   * A page whose tab lies at each of `boxes` in turn when looked at (then stays at the last),
   * and whose presses land on it as `landings` say, in turn; what it was pressed with.
   */
  function pressing(boxes: (string | null)[], landings: boolean[]) {
    const presses: unknown[] = [];
    const looks = [...boxes];
    const session = sessionOver(tabs, (name) => {
      if (name === 'pressableBox') return () => (looks.length > 1 ? looks.shift() : looks[0]);
      if (name === 'guardPress') return () => null;
      if (name === 'pressLanded') return () => landings.shift() ?? true;
      return undefined;
    });
    Object.assign(session.page.client, {
      performActions: async (sources: unknown[]) => presses.push(...sources),
      releaseActions: async () => {},
    });
    return { ...session, presses, looks };
  }

  it('waits until the element stays where it was, then presses it once', async () => {
    const { page, presses, looks } = pressing(['0 300 80 40', '0 236 80 40', '0 236 80 40'], []);
    await page.getByRole('tab', { name: 'Campagnes' }).click();
    expect(looks).toEqual(['0 236 80 40']);
    expect(presses).toHaveLength(1);
  });

  it('waits while something covers it', async () => {
    const { page, presses, looks } = pressing([null, null, '0 236 80 40'], []);
    await page.getByRole('tab', { name: 'Campagnes' }).click();
    expect(looks).toEqual(['0 236 80 40']);
    expect(presses).toHaveLength(1);
  });

  it('presses again when the page held a press back that landed elsewhere', async () => {
    const { page, presses, calls } = pressing(['0 236 80 40'], [false, true]);
    await page.getByRole('tab', { name: 'Campagnes' }).click();
    expect(presses).toHaveLength(2);
    // Each press guarded in the page first, and its guard ended after.
    const guards = calls.filter(({ name }) => /guardPress|pressLanded/.test(name));
    expect(guards.map(({ name }) => (name === 'guardPress' ? 'guard' : 'end'))).toEqual([
      'guard',
      'end',
      'guard',
      'end',
    ]);
  });

  it('gives up, saying so, after three presses held back', async () => {
    const { page, presses } = pressing(['0 236 80 40'], [false, false, false]);
    await expect(page.getByRole('tab', { name: 'Campagnes' }).click()).rejects.toThrow(
      /landed elsewhere three times/,
    );
    expect(presses).toHaveLength(3);
  });

  it('ends the guard of a press WebDriver refused', async () => {
    const { page, calls } = pressing(['0 236 80 40'], []);
    Object.assign(page.client, {
      performActions: async () => {
        throw new Error('no such window');
      },
    });
    await expect(page.getByRole('tab', { name: 'Campagnes' }).click()).rejects.toThrow(
      'no such window',
    );
    expect(calls.at(-1)!.name).toBe('pressLanded');
  });
});

describe('the page over WebDriver', () => {
  it('fails the test on what went wrong in its pages, by the page guard, but what the test allows', async () => {
    const { page } = sessionOver([], (name) =>
      name === 'observed'
        ? {
            errors: [
              "Found a 'popover' attribute. If you are testing the popover API…",
              'Uncaught: boom',
            ],
            requests: [{ method: 'GET', url: 'http://127.0.0.1/' }],
            cspViolations: [],
          }
        : undefined,
    );
    page.allowConsoleError(/^Found a 'popover' attribute/);
    await expect(page.expectGuardHeld()).rejects.toThrow(
      /The page guard: errors in the browser console:\n {2}Uncaught: boom$/,
    );
    page.allowConsoleError(/^Uncaught: boom$/);
    await expect(page.expectGuardHeld()).resolves.toBeUndefined();
  });

  it('presses only the keys it has a WebDriver code for', async () => {
    const { page } = sessionOver([]);
    const actions: unknown[] = [];
    Object.assign(page.client, {
      performActions: async (sources: unknown[]) => actions.push(...sources),
      releaseActions: async () => {},
    });
    await page.keyboard.press('Shift');
    expect(actions).toEqual([
      {
        type: 'key',
        id: 'keyboard',
        actions: [
          { type: 'keyDown', value: '\uE008' },
          { type: 'keyUp', value: '\uE008' },
        ],
      },
    ]);
    expect(() => page.keyboard.press('PageDown')).toThrow(
      /No WebDriver code for the key PageDown here/,
    );
  });
});
