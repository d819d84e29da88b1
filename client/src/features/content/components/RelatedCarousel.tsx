import { useRef } from 'react';
import Carousel from 'react-multi-carousel';
import type { ContentItem } from '@delv/shared';
import ContentCard from './ContentCard';
import { useT } from '../../../i18n';
import { useInertHidden } from '../../../lib/useInertHidden';

/*
 * Related content carousel (spec 000 §9: 1, 3, 4 or 5 items; autoplay 5 s; 500 ms transition).
 * This module is loaded lazily, only by pages that show related items, so the carousel library
 * is not part of any list's download. Its stock stylesheet is not imported: it pulls an icon font
 * for the arrows; the few rules it needs are in content.css.
 */
const responsive = {
  superLarge: { breakpoint: { max: 100_000, min: 3000 }, items: 5 },
  desktop: { breakpoint: { max: 3000, min: 1024 }, items: 4 },
  tablet: { breakpoint: { max: 1024, min: 464 }, items: 3 },
  mobile: { breakpoint: { max: 464, min: 0 }, items: 1 },
};

function Arrow({ dir, onClick }: { dir: 'left' | 'right'; onClick?: () => void }) {
  const t = useT('content');
  return (
    <button
      type="button"
      className={`carousel-arrow carousel-arrow-${dir}`}
      onClick={onClick}
      aria-label={dir === 'left' ? t('related.previous') : t('related.next')}
    >
      <span aria-hidden="true">{dir === 'left' ? '‹' : '›'}</span>
    </button>
  );
}

export default function RelatedCarousel({ items }: { items: ContentItem[] }) {
  const wrap = useRef<HTMLDivElement>(null);
  useInertHidden(wrap, '.carousel-item');
  const still = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <div ref={wrap}>
      <Carousel
        responsive={responsive}
        autoPlay={!still && items.length > 1}
        autoPlaySpeed={5000}
        transitionDuration={500}
        infinite={items.length > 1}
        customLeftArrow={<Arrow dir="left" />}
        customRightArrow={<Arrow dir="right" />}
        itemClass="carousel-item"
        containerClass="carousel"
        ssr={false}
      >
        {items.map((item) => (
          <ContentCard key={item._id} item={item} />
        ))}
      </Carousel>
    </div>
  );
}
