import type { ReactNode } from 'react';
import './auth.css';

/** The frame of every sign-in page: a centred card with the page's one level-1 heading. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main className="auth-page">
      <section className="ui-card auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {intro && <p className="ui-muted auth-intro">{intro}</p>}
        {children}
      </section>
    </main>
  );
}
