import type { ContentItem } from '@delv/shared';
import ContentCard from './ContentCard';

/** A responsive grid of content cards: 1 column on a phone, up to 4 on a wide screen. */
export default function ContentGrid({
  items,
  hrefOf,
  label,
}: {
  items: ContentItem[];
  hrefOf?: (item: ContentItem) => string | undefined;
  label: string;
}) {
  return (
    <ul className="content-grid" aria-label={label}>
      {items.map((item) => (
        <li key={item._id}>
          <ContentCard item={item} href={hrefOf?.(item)} />
        </li>
      ))}
    </ul>
  );
}
