import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The README and docs/*.md name only what exists, and give only commands that run. Read from
 * each file (a scanner of Markdown's fences, code spans and links, no more):
 *
 * - A path is the target of a Markdown link that is not a URL nor a fragment (relative to the
 *   document), or a code span of one word (no space) that contains a slash, or that ends in a
 *   source file's extension (.ts, .tsx, .mjs, .js, .json, .md, .css, .sh, .txt). Not a path: a
 *   span starting with `/` (a route of the site, or a path of the machine: /etc/nginx/…), `~`,
 *   `@` (a package, a tag), `$` (a variable), `-` (an option), or `.` without a slash (a class, an extension); one
 *   with `…`, `*`, `<`, `{`, `=` or `:` (a pattern, a placeholder, markup, a URL). A path with a
 *   slash is the repository's, from its root (a link's, from its document); one without, a
 *   file's name, anywhere in the repository (`faq.ts` next to `content/`). What the build and
 *   the tests write (`out/`, `build/`, `public/icones.svg`, `test-results/`…) is not looked
 *   for: a path git ignores is an output.
 * - A command is a code span, or a line of a fenced block, that runs `npm` or `npx` (after any
 *   VAR=value, and each part of `a && b`): `npm run <script>` and `npm test|start|stop|restart`
 *   need that script in package.json; `npx tsx <file>` that file; `npx <tool>` that the tool
 *   is installed (node_modules/.bin). Their arguments with a slash are paths, as above, or the
 *   start of one (a spec as Jest and Playwright take it).
 * - The README's layout: a fenced block without a language that starts with a folder (`app/`)
 *   is a tree; each of its entries, a folder (`name/`) or a file, indented by two spaces a
 *   level, is a path under the folders above it with less indentation.
 */
const root = process.cwd();
const documents = ['README.md', ...readdirSync('docs').filter((name) => name.endsWith('.md'))]
  .map((name) => (name === 'README.md' ? name : join('docs', name)))
  .sort();

const SOURCE_EXTENSIONS = /\.(ts|tsx|mjs|js|json|md|css|sh|txt)$/;
const NOT_A_PATH = /[\s…*<>{}=:'"(),]|^[/~@$-]|^\.[^/]*$/;
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const trackedNames = new Set(tracked.map((file) => basename(file)));
const scripts = Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).scripts);
const NPM_OWN = new Set(['ci', 'install', 'i', 'exec', 'view', 'ls', 'outdated', 'update']);
const NPM_LIFECYCLE = new Set(['test', 'start', 'stop', 'restart']);

/** Whether git ignores the path: something the build or the tests write. */
function ignored(path: string) {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', path]);
    return true;
  } catch {
    return false;
  }
}

/**
 * What is wrong with a path a document names, relative to `from` (a folder of the repository);
 * `asPattern`, a command's argument, may also be the start of a file's path (as Jest and
 * Playwright take a spec).
 */
function pathProblem(path: string, from = '.', asPattern = false): string | null {
  if (!path.includes('/')) {
    return trackedNames.has(path) || existsSync(join(from, path))
      ? null
      : `\`${path}\`: no file of that name in the repository`;
  }
  const inRepository = relative(root, join(root, from, path));
  if (inRepository.startsWith('..')) return `\`${path}\`: outside the repository`;
  if (existsSync(inRepository) || ignored(path.endsWith('/') ? `${inRepository}/` : inRepository))
    return null;
  if (asPattern && tracked.some((file) => file.startsWith(inRepository))) return null;
  return `\`${path}\` does not exist`;
}

const isPath = (span: string) =>
  !NOT_A_PATH.test(span) && (span.includes('/') || SOURCE_EXTENSIONS.test(span));

/** What is wrong with a command a document gives, if it runs npm or npx. */
function commandProblems(command: string): string[] {
  return command
    .split(/&&|\|\||;/)
    .map((part) => part.trim().split(/\s+/))
    .map((words) => words.slice(words.findIndex((word) => !/^[A-Z_]+=/.test(word))))
    .flatMap(([tool, first, ...rest]) => {
      if (tool === 'npm' && first) {
        const script = first === 'run' ? rest[0] : first;
        if (first === 'run' || NPM_LIFECYCLE.has(first)) {
          if (!script || script === '…') return [];
          return scripts.includes(script)
            ? []
            : [`\`npm ${first === 'run' ? 'run ' : ''}${script}\`: no such script in package.json`];
        }
        return NPM_OWN.has(first) || first === '--'
          ? []
          : [`\`npm ${first}\`: not a command of npm`];
      }
      if (tool === 'npx' && first && first !== '…') {
        const problems = existsSync(join('node_modules/.bin', first))
          ? []
          : [`\`npx ${first}\`: not installed (node_modules/.bin)`];
        const args = first === 'tsx' ? rest : rest.filter((arg) => arg.includes('/'));
        for (const arg of args.filter(isPath)) {
          const problem = pathProblem(arg, '.', first !== 'tsx');
          if (problem) problems.push(problem);
        }
        return problems;
      }
      return [];
    });
}

/** Each problem of a document, with its line, and how many paths and commands it checked. */
function check(document: string) {
  const text = readFileSync(document, 'utf8');
  const from = dirname(document);
  const problems: string[] = [];
  let checked = 0;
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
  const note = (offset: number, problem: string | null) => {
    checked += 1;
    if (problem) problems.push(`${document}:${lineOf(offset)}: ${problem}`);
  };

  // Fenced blocks: a tree, or lines that may be commands. The prose keeps their place, blank.
  let prose = '';
  let offset = 0;
  const fence = /^(```+|~~~+)(.*)\n([\s\S]*?)^\1\s*$/gm;
  for (const block of text.matchAll(fence)) {
    prose += text.slice(offset, block.index) + block[0].replace(/[^\n]/g, ' ');
    offset = block.index + block[0].length;
    const bodyOffset = block.index + block[0].indexOf('\n') + 1;
    const lines = block[3]!.split('\n');
    const info = block[2]!.trim();
    if (info === '' && /^[\w.()[\]-]+\/\s/.test(lines[0] ?? '')) {
      // A layout tree: each entry under the last folder with less indentation.
      const folders: { indent: number; name: string }[] = [];
      lines.forEach((line, index) => {
        const entry = /^( *)(\S+)/.exec(line);
        if (!entry || !(entry[2]!.endsWith('/') || /\.\w+$/.test(entry[2]!))) return;
        const indent = entry[1]!.length;
        // Deeper than one level below the last entry: a description's second line.
        if (indent > (folders.at(-1)?.indent ?? -2) + 2) return;
        while (folders.length > 0 && folders.at(-1)!.indent >= indent) folders.pop();
        const path = [...folders.map(({ name }) => name), entry[2]].join('');
        const lineOffset = bodyOffset + lines.slice(0, index).join('\n').length + 1;
        note(lineOffset, pathProblem(path));
        if (entry[2]!.endsWith('/')) folders.push({ indent, name: entry[2]! });
      });
    } else {
      lines.forEach((line, index) => {
        const command = line.replace(/\s+#.*$/, '');
        const lineOffset = bodyOffset + lines.slice(0, index).join('\n').length + 1;
        const problems = commandProblems(command);
        if (problems.length === 0 && /^\s*(\S+=\S+\s+)*np[mx]\s/.test(command))
          note(lineOffset, null);
        for (const problem of problems) note(lineOffset, problem);
      });
    }
  }
  prose += text.slice(offset);

  // Code spans (they may run over a line's end), then the links of what remains.
  const span = /(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g;
  for (const code of prose.matchAll(span)) {
    const content = code[2]!.replace(/\s+/g, ' ').trim();
    if (/^(npm|npx|[A-Z_]+=\S+ +(npm|npx)) /.test(content)) {
      const problems = commandProblems(content);
      if (problems.length === 0) note(code.index, null);
      for (const problem of problems) note(code.index, problem);
    } else if (isPath(content)) {
      note(code.index, pathProblem(content));
    }
  }
  const links = prose.replace(span, (whole) => whole.replace(/[^\n]/g, ' '));
  for (const link of links.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = link[1]!.replace(/#.*$/, '');
    if (target && !/^[a-z]+:/.test(target)) note(link.index, pathProblem(target, from));
  }
  return { problems, checked };
}

/**
 * The comments of the code name only what exists: every comment of a tracked *.ts, *.tsx, *.mjs
 * and *.sh file (tests included), as TypeScript's parser finds them (in a shell script, from a
 * `#` to the line's end). A path there is a word that starts with a top-level folder of the
 * repository (`lib/`, `scripts/`, `.ci/`…) or with `./` or `../` (from the file's folder), and
 * ends with a file's extension or a slash (a folder); as written in prose, a trailing `.`, `,`,
 * `:` or `;` is not part of it. Not a path: one with `*`, `{`, `<` or `$` (a pattern, a
 * placeholder), and another project's (« the DINUM's scripts/… »). What the build and the
 * tests write is an output, as above.
 */
const topFolders = [
  ...new Set(tracked.filter((file) => file.includes('/')).map((file) => file.split('/')[0]!)),
];
const COMMENTED_CODE = /\.(ts|tsx|mjs|sh)$/;
const pathToken = new RegExp(
  String.raw`(?:^|[\s\`'"(«])((?:\.{1,2}/|(?:${topFolders.map((folder) => folder.replace('.', '\\.')).join('|')})/)[\w@.()[\]/-]*(?:\.[a-z]{1,5}|/))` +
    String.raw`(?=$|[\s\`'"),:;»]|[.,:;](?:$|[\s)»]))`,
  'g',
);

/** Each comment of a source file, with the offset of its text. */
function commentsOf(file: string, text: string): { offset: number; text: string }[] {
  if (file.endsWith('.sh')) {
    let offset = 0;
    return text.split('\n').flatMap((line) => {
      const comment = /(?:^|\s)#(?!!)(.*)$/.exec(line);
      const start = offset;
      offset += line.length + 1;
      return comment
        ? [{ offset: start + line.length - comment[1]!.length, text: comment[1]! }]
        : [];
    });
  }
  const kind = file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : file.endsWith('.mjs')
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const comments = new Map<number, string>();
  // Every comment is trivia of a token: trailing the one before it on its line, or leading
  // the one after it (the end of the file's, last).
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.JsxText) return;
    for (const { pos, end } of [
      ...(ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []),
      ...(ts.getTrailingCommentRanges(text, node.end) ?? []),
    ])
      comments.set(pos, text.slice(pos, end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...comments].map(([offset, comment]) => ({ offset, text: comment }));
}

/** The paths a file's comments name that do not exist, with their line; and how many they name. */
export function commentPathProblems(file: string, text: string) {
  const problems: string[] = [];
  let named = 0;
  for (const comment of commentsOf(file, text)) {
    for (const match of comment.text.matchAll(pathToken)) {
      const path = match[1]!;
      const before = comment.text.slice(0, match.index + match[0].indexOf(match[1]!));
      if (/[*{}<>$]/.test(path) || /['’]s\s*$/.test(before)) continue;
      if (/^\.{1,2}\/$/.test(path)) continue;
      named += 1;
      const fromItsFolder = /^\.{1,2}\//.test(path);
      const problem = fromItsFolder ? pathProblem(path, dirname(file)) : pathProblem(path);
      if (problem) {
        const line = text.slice(0, comment.offset + before.length).split('\n').length;
        problems.push(`${file}:${line}: ${problem}`);
      }
    }
  }
  return { problems, named };
}

describe('the comments of the code', () => {
  const sources = tracked.filter((file) => COMMENTED_CODE.test(file) && existsSync(file));

  it('name only paths that exist', () => {
    let named = 0;
    const problems = sources.flatMap((file) => {
      const checked = commentPathProblems(file, readFileSync(file, 'utf8'));
      named += checked.named;
      return checked.problems;
    });
    expect(problems).toEqual([]);
    // Some three hundred paths are named in comments today: a reader that finds none is broken.
    expect(named).toBeGreaterThan(200);
  });

  it('are read as a path reader should: a stale path planted in a comment fails, anywhere', () => {
    // The planted source's comment marks are put together, so that no reader of this file's
    // own comments (a line-by-line one) takes its planted paths for stale paths of this file.
    const [open, close, line] = ['/' + '*', '*' + '/', '/' + '/'];
    const planted = [
      `${open}* Built by scripts/site-build/no-such-step.ts, beside lib/browser/. ${close}`,
      `const at = 1; ${line} see ./no-such-sibling/ (../../outside.ts).`,
      `const element = <p>{${open} app/no-such-page.tsx ${close}}lib/no-such-text.ts</p>;`,
      `const text = 'lib/no-such-string.ts'; ${open} the DINUM's scripts/no-such-file.js ${close}`,
      `${line} content/*.ts, app/{a,b}.tsx, scripts/<step>.ts: patterns`,
    ].join('\n');
    expect(commentPathProblems('docs/planted.tsx', planted).problems).toEqual([
      'docs/planted.tsx:1: `scripts/site-build/no-such-step.ts` does not exist',
      'docs/planted.tsx:2: `./no-such-sibling/` does not exist',
      'docs/planted.tsx:2: `../../outside.ts`: outside the repository',
      'docs/planted.tsx:3: `app/no-such-page.tsx` does not exist',
    ]);
    const shell = `echo lib/x.ts # reads lib/${'no-such'}.ts\n`;
    expect(commentPathProblems('scripts/planted.sh', shell).problems).toEqual([
      'scripts/planted.sh:1: `lib/no-such.ts` does not exist',
    ]);
  });
});

describe('the README and docs/', () => {
  it('are read: the README, its layout tree and its commands, and each document of docs/', () => {
    expect(documents).toContain('README.md');
    expect(documents.length).toBeGreaterThan(1);
    // The layout tree alone names some thirty folders; the commands, a dozen.
    expect(check('README.md').checked).toBeGreaterThan(40);
  });

  it.each(documents)('%s names only paths that exist and commands that run', (document) => {
    expect(check(document).problems).toEqual([]);
  });
});
