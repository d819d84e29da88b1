import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once its place comes within `margin` px of the screen (or is scrolled past); until then
 * `placeholder` (give it the height the part will take, so nothing moves). For parts
 * below the fold of a first visit: their code and data are fetched only when someone scrolls
 * towards them, not by every newcomer on costly data (issue 36: the landing's explore lists,
 * upcoming sessions and community feedback were a fifth of a cold landing). Without
 * IntersectionObserver (old browsers, tests) it renders at once.
 */
export default function WhenNear({
  children,
  placeholder,
  margin = 200,
}: {
  children: ReactNode;
  placeholder: ReactNode;
  margin?: number;
}) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    // Near, or already scrolled past (a jump to the end of the page): the screen's area stretched far up.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: `100000px 0px ${margin}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? <>{children}</> : <div ref={place}>{placeholder}</div>;
}
