import type { ContentItem } from '@delv/shared';
import Picture from '../../../components/Picture';
import { useT } from '../../../i18n';

/** The picture of a card: the thumbnail, or a gradient with the first letters of the title. */
export default function ContentThumb({
  item,
  eager = false,
}: {
  item: Pick<ContentItem, 'title' | 'thumbnailFile' | 'category'>;
  eager?: boolean;
}) {
  const t = useT('content');
  if (item.thumbnailFile?.publicUrl) {
    return (
      <Picture
        image={item.thumbnailFile}
        className="content-thumb"
        alt=""
        sizes="(min-width: 757px) 280px, (min-width: 480px) 45vw, 85vw"
        width={320}
        height={180}
        eager={eager}
      />
    );
  }
  return (
    <div className={`content-thumb content-thumb-none content-thumb-${item.category.toLowerCase()}`} aria-hidden="true">
      <span>{item.category === 'OpenLib' ? t('thumb.openLib') : t('kind.label', { kind: item.category })}</span>
    </div>
  );
}
