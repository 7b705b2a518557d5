import { useId, type ReactNode } from 'react';

/** One titled part of a settings section (a level-3 heading naming a region). */
export function SettingsPanel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="settings-panel" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}
