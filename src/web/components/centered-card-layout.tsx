import type { ReactNode } from 'react';
import { COPY } from '#shared/copy';
import { LANGUAGE } from '#shared/copy/sentences/language';
import { Logo } from './logo';

/** The signed-out screens' frame: logo, a heading with optional subtitle, then the content. */
export function CenteredCardLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <main className="flex min-h-full flex-col justify-center px-6 py-12 lg:px-8">
      <div className="sm:mx-auto sm:w-full sm:max-w-md">
        <div className="flex justify-center">
          <Logo />
        </div>
        <h1 className="mt-8 text-center text-2xl font-bold tracking-tight text-gray-900">
          {title}
        </h1>
        {subtitle && <div className="mt-2 text-center text-sm text-gray-600">{subtitle}</div>}
      </div>
      {children && <div className="mt-8 sm:mx-auto sm:w-full sm:max-w-md">{children}</div>}
      <p className="mt-10 text-center text-sm">
        <a
          className="text-gray-600 underline hover:text-gray-900"
          href={`/accessibility?lang=${LANGUAGE}`}
        >
          {COPY.accessibilityTitle}
        </a>
      </p>
    </main>
  );
}
