import { Link } from 'react-router';
import { COPY } from '#shared/copy';

export interface ChecklistStep {
  title: string;
  description: string;
  /** Read from what the account's data already shows, never ticked by hand. */
  done: boolean;
  /** Where it is done: a screen's path, or `#id` for a part of the same screen. */
  to: string;
  action: string;
}

/**
 * A list of steps with their progress, each leading to where it is done (Home's 'Get started',
 * a new team's 'Set up your team'; docs/product.md#screens). Nothing shows once all are done.
 */
export function Checklist({
  id,
  title,
  label,
  steps,
  className = 'mb-6',
}: {
  /** The heading's id, unique on the screen. */
  id: string;
  title: string;
  /** The progress bar's name for screen readers. */
  label: string;
  steps: ChecklistStep[];
  /** Its outer spacing (a grid's gap spaces it already). */
  className?: string;
}) {
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;
  const actionClass =
    'shrink-0 rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-gray-900 shadow-sm ring-1 ring-gray-300 ring-inset hover:bg-gray-50';
  return (
    <section
      aria-labelledby={id}
      className={`rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-900/5 ${className}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-base font-semibold text-gray-900">
          {title}
        </h2>
        <p className="text-sm text-gray-600">{COPY.appStepsDone(done, steps.length)}</p>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={steps.length}
        aria-valuenow={done}
        aria-valuetext={COPY.appStepsDone(done, steps.length)}
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
                <span className="sr-only"> {step.done ? COPY.appStepDone : COPY.appStepToDo}</span>
              </p>
              {!step.done && <p className="text-sm text-gray-600">{step.description}</p>}
            </div>
            {!step.done &&
              (step.to.startsWith('#') ? (
                <a href={step.to} className={actionClass}>
                  {step.action}
                </a>
              ) : (
                <Link to={step.to} className={actionClass}>
                  {step.action}
                </Link>
              ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
