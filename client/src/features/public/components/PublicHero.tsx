import type { ReactNode } from 'react';
import '../public.css';

/** The coloured band at the top of a public page. */
export default function PublicHero({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="pub-hero">
      <div className="container">
        <h1>{title}</h1>
        {children}
      </div>
    </section>
  );
}
