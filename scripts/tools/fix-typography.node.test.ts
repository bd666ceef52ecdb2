import { NBSP, NNBSP } from '../harness/french/typography';
import { readFileSync } from 'node:fs';
import {
  fixFile,
  fixedSource,
  looksLikeCode,
  sourceFiles,
} from '../harness/french/typography-fixer';

describe('the typography fixer', () => {
  it('rewrites the copy of a component: strings, JSX text and the attributes people read', () => {
    const source = [
      "export const title = 'Pourquoi Candidia ?';",
      "export const note = 'L\\'IA rédige : 7 jours';",
      'export const Page = () => (',
      '  <p className="mt-4 sm:mt-8" aria-label="Essai : 20 envois">',
      '    Essai gratuit !',
      '  </p>',
      ');',
      '',
    ].join('\n');
    const { result, byHand } = fixFile('page.tsx', source);
    expect(result).toBe(
      [
        `export const title = 'Pourquoi Candidia${NNBSP}?';`,
        `export const note = 'L’IA rédige${NBSP}: 7${NBSP}jours';`,
        'export const Page = () => (',
        `  <p className="mt-4 sm:mt-8" aria-label="Essai${NBSP}: 20${NBSP}envois">`,
        `    Essai gratuit${NNBSP}!`,
        '  </p>',
        ');',
        '',
      ].join('\n'),
    );
    expect(byHand).toEqual([]);
    // Applied once, the rules have nothing left to do.
    expect(fixFile('page.tsx', result).edits).toEqual([]);
  });

  it('leaves code alone: imports, class lists, inline scripts, CSS lengths', () => {
    const source = [
      "import { x } from './a:b';",
      "const classes = 'mt-4 text-sm md:flex';",
      "const script = `(function(){var d=document;d.addEventListener('click',c,true)})();`;",
      "const style = { width: '100%' };",
      '',
    ].join('\n');
    expect(fixFile('code.tsx', source).result).toBe(source);
    expect(looksLikeCode("d.addEventListener('submit',c,true)})();")).toBe(true);
    expect(looksLikeCode('Pourquoi ? Parce que.')).toBe(false);
  });

  it('reads escaped text as what it stands for, and leaves a wrong one to a person', () => {
    // '\u00a0?' is right: a no-break space before the question mark.
    expect(fixedSource('Pourquoi\\u00a0?', `Pourquoi${NBSP}?`)).toBe('Pourquoi\\u00a0?');
    // An ordinary space, but in an escaped string: the fixer cannot rewrite it safely.
    expect(fixedSource('Pourquoi \\u0021', 'Pourquoi !')).toBeNull();
    expect(fixedSource("l\\'IA ?", "l'IA ?", { singleQuoted: true })).toBe(`l’IA${NNBSP}?`);
    const { byHand } = fixFile('a.ts', "export const a = 'Attention \\u0021';\n");
    expect(byHand).toEqual([{ line: 1, before: 'Attention \\u0021' }]);
    // JSX text with character references, read as a browser reads them.
    expect(
      fixFile('b.tsx', 'export const B = () => <p>Oui&nbsp;! Et l&rsquo;IA&#8239;?</p>;\n').byHand,
    ).toEqual([]);
    expect(
      fixFile('b.tsx', 'export const B = () => <p>Oui&nbsp;! Et l&apos;IA ?</p>;\n').byHand,
    ).toEqual([{ line: 1, before: 'Oui&nbsp;! Et l&apos;IA ?' }]);
  });

  // The French gate reads the built pages only: copy that never reaches them (the root
  // layout's error page) is checked here, in the source.
  it('finds nothing left to fix in the source', () => {
    const pending = ['app', 'components', 'content', 'lib'].flatMap(sourceFiles).flatMap((path) => {
      const { edits, byHand } = fixFile(path, readFileSync(path, 'utf8'));
      return [...edits, ...byHand].map(({ before }) => `${path}: ${before}`);
    });
    expect(pending).toEqual([]);
  });
});
