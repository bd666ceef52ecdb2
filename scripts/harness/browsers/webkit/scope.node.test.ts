import { join } from 'node:path';
import ts from 'typescript';

/**
 * The WebKit adapter (./page.ts, ./locator.ts) is a Playwright-like page for one spec, the browser
 * floor: it implements what e2e/floor.spec.ts calls (through its fixtures and the FloorPage,
 * FloorLocator and FloorEngine of floor-page.ts), and nothing more. Read with TypeScript's
 * type checker: a member of WebKitPage or WebKitLocator is used when an e2e/ source calls it,
 * or the member of the floor's interfaces it implements, or when a used member of the
 * adapter calls it in turn. Any other is code no test runs: this test fails on it.
 */
const root = process.cwd();
const ADAPTER = ['page.ts', 'locator.ts'].map((file) =>
  join(root, 'scripts/harness/browsers/webkit', file),
);
const FLOOR_PAGE = join(root, 'scripts/harness/browsers/floor-page.ts');
const FLOOR_SOURCES = ['e2e/floor.spec.ts', 'e2e/support/floor-fixtures.ts'];

const config = ts.getParsedCommandLineOfConfigFile(
  join(root, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  },
)!;
const program = ts.createProgram({
  rootNames: FLOOR_SOURCES.map((file) => join(root, file)),
  // Without the ambient types of node, jest and jest-dom (a third of the files to read): no
  // call of the floor to the adapter goes through them.
  options: { ...config.options, incremental: false, noEmit: true, types: [] },
});
const checker = program.getTypeChecker();

/** The adapter's classes, and the floor's interfaces each implements. */
const IMPLEMENTS: Record<string, string[]> = {
  WebKitPage: ['FloorPage', 'FloorEngine', 'LocatorPage'],
  WebKitLocator: ['FloorLocator'],
};
const OWNERS = new Set([...Object.keys(IMPLEMENTS), ...Object.values(IMPLEMENTS).flat()]);

type Member = ts.NamedDeclaration & { name: ts.PropertyName };
const isMember = (node: ts.Node): node is Member =>
  (ts.isMethodDeclaration(node) ||
    ts.isPropertyDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isMethodSignature(node) ||
    ts.isPropertySignature(node) ||
    ts.isPropertyAssignment(node) ||
    (ts.isParameter(node) && ts.isParameterPropertyDeclaration(node, node.parent))) &&
  node.name !== undefined &&
  ts.isIdentifier(node.name);

/**
 * `Owner:path` of a member of one of the adapter's classes or the floor's interfaces, nested
 * members included (`WebKitPage:keyboard.press`, `FloorEngine:clock.creepUntil`); else null.
 */
function memberKey(declaration: ts.Node): string | null {
  const path: string[] = [];
  for (let node: ts.Node | undefined = declaration; node; node = node.parent) {
    if (isMember(node)) path.unshift(node.name.getText());
    else if (
      (ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node)) &&
      node.name &&
      OWNERS.has(node.name.text)
    ) {
      const file = node.getSourceFile().fileName;
      return ADAPTER.includes(file) || file === FLOOR_PAGE
        ? `${node.name.text}:${path.join('.')}`
        : null;
    } else if (
      !ts.isTypeLiteralNode(node) &&
      !ts.isObjectLiteralExpression(node) &&
      !ts.isConstructorDeclaration(node) &&
      !ts.isTypeReferenceNode(node) &&
      !ts.isUnionTypeNode(node) &&
      !ts.isParenthesizedTypeNode(node)
    )
      return null;
  }
  return null;
}

/** The members of the adapter's classes and the floor's interfaces that `node` calls or reads. */
function usedIn(node: ts.Node, skip: (node: ts.Node) => boolean = () => false) {
  const used = new Set<string>();
  const visit = (child: ts.Node) => {
    if (skip(child)) return;
    if (ts.isPropertyAccessExpression(child)) {
      for (const declaration of checker.getSymbolAtLocation(child.name)?.declarations ?? []) {
        const key = memberKey(declaration);
        if (key) used.add(key);
      }
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return used;
}

/** Every member the adapter implements, by key, with its declaration. */
function adapterMembers() {
  const members = new Map<string, Member>();
  const visit = (node: ts.Node) => {
    if (isMember(node)) {
      const key = memberKey(node);
      if (key) members.set(key, node);
    }
    ts.forEachChild(node, visit);
  };
  for (const file of ADAPTER) visit(program.getSourceFile(file)!);
  return members;
}

describe('the WebKit adapter, no larger than what the browser floor uses', () => {
  const members = adapterMembers();
  // What the floor's sources call: the interfaces' members, or the adapter's own (the fixture).
  const called = new Set<string>();
  for (const file of program.getSourceFiles()) {
    if (file.fileName.startsWith(join(root, 'e2e') + '/')) {
      for (const key of usedIn(file)) called.add(key);
    }
  }

  /** Reached from what the floor calls, through what each reached member calls in turn. */
  const reached = new Set<string>();
  const queue: string[] = [];
  // A member of an interface reaches its implementation in each adapter's class.
  const reach = (key: string) => {
    if (members.has(key) && !reached.has(key)) {
      reached.add(key);
      queue.push(key);
    }
    const [owner, path] = key.split(':') as [string, string];
    for (const [adapter, interfaces] of Object.entries(IMPLEMENTS)) {
      if (interfaces.includes(owner)) reach(`${adapter}:${path}`);
    }
  };
  for (const key of called) reach(key);
  // A constructor is called by whoever makes the object: its parameter properties are set there.
  for (const [key, member] of members) {
    if (ts.isParameter(member) && called.has(key)) reach(key);
  }
  while (queue.length > 0) {
    const declaration = members.get(queue.pop()!)!;
    // A nested member (keyboard.press) counts on its own, not as part of its parent.
    const nested = (node: ts.Node) =>
      node !== declaration && isMember(node) && members.has(memberKey(node)!);
    for (const key of usedIn(declaration, nested)) reach(key);
  }

  it('reads the adapter and what the floor calls of it', () => {
    // The test itself can fail: it finds the members, and the calls (a check of its reading).
    expect(members.has('WebKitPage:goto')).toBe(true);
    expect(members.has('WebKitLocator:click')).toBe(true);
    expect(called).toContain('FloorPage:goto');
    expect(called).toContain('FloorPage:keyboard.press');
    expect(called).toContain('FloorLocator:click');
    expect(called).toContain('WebKitPage:expectGuardHeld');
  });

  it('implements no member that the floor does not call, directly or through another', () => {
    const unused = [...members.keys()].filter((key) => !reached.has(key));
    expect(unused).toEqual([]);
  });
});
