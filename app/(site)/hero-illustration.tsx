import { CheckIcon, EnvelopeOpenIcon, PrinterIcon } from '@heroicons/react/20/solid';
import { MiniatureDocument, TextLines } from '@/components/ui/miniature-document';
import { postalPrinting } from '@/content/constants';

/** A variable of the letter, drawn the way the template editor highlights it. */
function Variable({ name }: { name: string }) {
  return (
    <span className="rounded-md bg-accent-100 px-1.5 py-0.5 font-mono text-[0.8em] font-semibold text-accent-800">
      {`{{${name}}}`}
    </span>
  );
}

/**
 * The hero's picture, drawn in HTML and CSS: a cover letter being personalised (a miniature
 * document, as the templates' thumbnails are), with its tone switch and the tracking of its
 * sending. Purely decorative, so hidden from assistive technology; the hero's text says the
 * same thing.
 */
export function HeroIllustration() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:max-w-none">
      {/* The gradient and the blur as plain properties: Tailwind's own utilities would bring
          their variables' declarations into the page's first round trip. */}
      <div className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-[linear-gradient(to_bottom_right,theme(colors.brand.100),#fff,theme(colors.accent.100))] opacity-80 [filter:blur(40px)]" />

      <MiniatureDocument sheet="letter">
        <div className="flex items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <span className="size-2.5 rounded-full bg-ink-200" />
            <span className="size-2.5 rounded-full bg-ink-200" />
            <span className="size-2.5 rounded-full bg-ink-200" />
          </div>
          <div className="flex rounded-full bg-ink-100 p-1 text-xs font-semibold">
            <span className="rounded-full px-2.5 py-1 text-ink-600">Sobre</span>
            <span className="rounded-full bg-white px-2.5 py-1 text-brand-800 shadow-sm">
              Ambitieux
            </span>
          </div>
        </div>

        <p className="mt-6 text-sm font-bold text-ink-950">
          Objet : candidature spontanée, <Variable name="poste" />
        </p>
        <div className="mt-4 space-y-2.5 text-sm leading-7 text-ink-700">
          <p>
            Madame, Monsieur, j’ai découvert <Variable name="entreprise" /> à{' '}
            <Variable name="ville" /> et je souhaite mettre mon expérience au service de vos
            équipes.
          </p>
          <p>
            Ma maîtrise de <Variable name="competence_cle" /> serait un atout immédiat pour vos
            projets.
          </p>
        </div>
        <TextLines count={3} ending={['w-11/12', 'w-2/3']} size="large" className="mt-5" />
      </MiniatureDocument>

      <div className="absolute -bottom-8 -left-3 flex rotate-[2deg] items-center gap-3 rounded-2xl border border-ink-200 bg-white px-4 py-3 shadow-card sm:-left-8">
        <span className="inline-flex size-9 items-center justify-center rounded-xl bg-success-50 text-success-700">
          <EnvelopeOpenIcon className="size-5" />
        </span>
        <span className="text-sm">
          <span className="block font-bold text-ink-950">E-mail ouvert</span>
          <span className="flex items-center gap-1 text-ink-600">
            <CheckIcon className="size-4 text-success-700" /> Suivi activé
          </span>
        </span>
      </div>

      <div className="absolute -top-6 -right-2 flex rotate-[3deg] items-center gap-2 rounded-full border border-ink-200 bg-white py-2 pr-4 pl-2 text-sm font-semibold text-ink-800 shadow-card sm:-right-6">
        <span className="inline-flex size-7 items-center justify-center rounded-full bg-brand-700 text-white">
          <PrinterIcon className="size-4" />
        </span>
        Courrier {postalPrinting.paperFormat}, {postalPrinting.colourModes[1]}
      </div>
    </div>
  );
}
