import { Link } from 'react-router';
import { buildPath, ROUTES } from '#shared/routes';
import type { Card } from '#shared/schemas/cards';
import { onboardingStepDone } from '#web/lib/onboarding';

interface Step {
  title: string;
  description: string;
  done: boolean;
  to: string;
  action: string;
}

/** The four steps of a first hour, each done by what the owner's cards already show. */
export function gettingStartedSteps(cards: Card[], active: boolean, totalViews: number): Step[] {
  const first = cards[0]!;
  const edit = buildPath(ROUTES.cardEdit, { id: first.id });
  const config = (card: Card) => card.CardConfiguration;
  return [
    {
      title: 'Add a photo',
      description: 'People remember a face: it shows on your card page and in their contacts.',
      done: cards.some((card) => config(card).profileImageUrl),
      to: edit,
      action: 'Add a photo',
    },
    {
      title: 'Fill in your name, title and phone',
      description: 'What people save when they tap Download Contact.',
      done: cards.some((card) => {
        const c = config(card);
        return Boolean((c.firstName || c.lastName) && c.workTitle && (c.cellPhone || c.workPhone));
      }),
      to: edit,
      action: 'Fill in details',
    },
    {
      title: 'Share your card once',
      description: 'Show its QR code to someone, or send them your link.',
      done: totalViews > 0 || onboardingStepDone('opened-share'),
      to: buildPath(ROUTES.cardShare, { id: first.id }),
      action: 'Share my card',
    },
    active
      ? {
          title: 'Set up your Connect profile',
          description: 'Your handle, theme, buttons and a contact form on one page.',
          done: cards.some((card) => card.handle),
          to: buildPath(ROUTES.cardProfileEdit, { id: first.id }),
          action: 'Set up profile',
        }
      : {
          title: 'See what a Connect profile adds',
          description: 'A page of your own with buttons, links and a contact form.',
          done: onboardingStepDone('saw-connect'),
          to: ROUTES.subscribe,
          action: 'See Connect',
        },
  ];
}

/**
 * Home's checklist for a first hour (issue 30): four steps with their progress, each leading to
 * where it is done, shown until all four are.
 */
export function GettingStarted({
  cards,
  active,
  totalViews,
}: {
  cards: Card[];
  active: boolean;
  totalViews: number;
}) {
  if (cards.length === 0) return null;
  const steps = gettingStartedSteps(cards, active, totalViews);
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;
  return (
    <section
      aria-labelledby="getting-started-title"
      className="mb-6 rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-900/5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="getting-started-title" className="text-base font-semibold text-gray-900">
          Get started
        </h2>
        <p className="text-sm text-gray-600">
          {done} of {steps.length} done
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Getting started"
        aria-valuemin={0}
        aria-valuemax={steps.length}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${steps.length} done`}
        className="mt-3 h-2 overflow-hidden rounded-full bg-gray-100"
      >
        <div
          className="h-full rounded-full bg-brand-600"
          style={{ width: `${(done / steps.length) * 100}%` }}
        />
      </div>
      <ol className="mt-4 divide-y divide-gray-100">
        {steps.map((step) => (
          <li key={step.title} className="flex items-center gap-3 py-3">
            <span
              aria-hidden="true"
              className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                step.done ? 'bg-green-600 text-white' : 'ring-2 ring-gray-300'
              }`}
            >
              {step.done ? '✓' : ''}
            </span>
            <div className="min-w-0 flex-1">
              <p
                className={`text-sm font-medium ${step.done ? 'text-gray-500 line-through' : 'text-gray-900'}`}
              >
                {step.title}
                <span className="sr-only">{step.done ? ' (done)' : ' (to do)'}</span>
              </p>
              {!step.done && <p className="text-sm text-gray-600">{step.description}</p>}
            </div>
            {!step.done && (
              <Link
                to={step.to}
                className="shrink-0 rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-gray-900 shadow-sm ring-1 ring-gray-300 ring-inset hover:bg-gray-50"
              >
                {step.action}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
