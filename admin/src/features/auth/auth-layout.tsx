import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useDocumentTitle } from '@admin/lib/use-document-title';

/** The signed-out pages' frame: the brand above one centred card. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm">
        <p className="mb-6 text-center text-lg font-bold tracking-tight text-ink-950">
          Grow Digital <span className="font-medium text-brand-700">admin</span>
        </p>
        <div className="rounded-xl border border-ink-200 bg-white p-6 shadow-card">
          <h1 className="mb-5 text-xl font-semibold text-ink-950">{title}</h1>
          {children}
        </div>
      </div>
    </main>
  );
}

/** A form-level message (the server's answer), announced when it appears. */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800'
          : 'mb-4 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900'
      }
    >
      {children}
    </div>
  );
}

/** The way out of a step, under its form: "Forgot password?", "Back to sign in". */
export function AuthLinkButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>) {
  return (
    <button
      type="button"
      className="mt-4 rounded text-sm font-medium text-brand-700 hover:underline"
      {...props}
    />
  );
}
