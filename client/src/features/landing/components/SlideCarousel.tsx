import { useRef, useState, type ReactNode } from 'react';
import Carousel from 'react-multi-carousel';
import { useT } from '../../../i18n';
import { useInertHidden } from '../../../lib/useInertHidden';
import '../landing.css';

/*
 * The public pages' carousels (spec 000 §9: autoplay 5 s, 500 ms transition; banners 1 item,
 * feedback 1, 2 or 3 items at 464 / 1024 / 3000 px). Pages load this module lazily, so the
 * carousel library is never part of a page's first download; they show the first slide as the
 * fallback meanwhile. Autoplay has a Pause button (moving content must be stoppable) and is off
 * for people who ask for reduced motion. The library's stock stylesheet is not used (it pulls an
 * icon font); landing.css has the few rules it needs.
 */

export type Responsive = Record<string, { breakpoint: { max: number; min: number }; items: number }>;

export const ONE_ITEM: Responsive = {
  all: { breakpoint: { max: 100_000, min: 0 }, items: 1 },
};

interface GroupProps {
  next?: () => void;
  previous?: () => void;
}

/** Previous, Pause/Play and Next in a row under the slides, so no button covers a slide's text. */
function Controls({ next, previous, label, playing, onToggle }: GroupProps & { label: string; playing: boolean; onToggle: () => void }) {
  const t = useT('landing');
  return (
    <div className="lp-controls">
      <button type="button" className="lp-arrow" onClick={previous} aria-label={t('carousel.previous', { label })}>
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className="btn-link lp-carousel-pause" onClick={onToggle} aria-pressed={!playing}>
        {playing ? t('carousel.pause') : t('carousel.play')}
        <span className="sr-only"> {label}</span>
      </button>
      <button type="button" className="lp-arrow" onClick={next} aria-label={t('carousel.next', { label })}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}

export default function SlideCarousel({
  children,
  responsive = ONE_ITEM,
  label,
  count,
}: {
  children: ReactNode[];
  responsive?: Responsive;
  /** What the slides are ('Ways to earn points'): names the region and the buttons. */
  label: string;
  count: number;
}) {
  const still = typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
  const [playing, setPlaying] = useState(!still);
  const moving = playing && count > 1;
  const wrap = useRef<HTMLDivElement>(null);
  const t = useT('landing');

  useInertHidden(wrap, '.lp-carousel-item');

  return (
    <div ref={wrap} className="lp-carousel-wrap" role="region" aria-roledescription={t('carousel.role')} aria-label={label}>
      <Carousel
        responsive={responsive}
        autoPlay={moving}
        autoPlaySpeed={5000}
        transitionDuration={500}
        infinite={count > 1}
        arrows={false}
        renderButtonGroupOutside
        customButtonGroup={count > 1 ? <Controls label={label} playing={playing} onToggle={() => setPlaying((p) => !p)} /> : undefined}
        containerClass="lp-carousel"
        itemClass="lp-carousel-item"
        ssr={false}
      >
        {children}
      </Carousel>
    </div>
  );
}
