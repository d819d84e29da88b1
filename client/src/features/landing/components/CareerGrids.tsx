import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { useGetCourseCategoryCountsQuery } from '../api';
import { TOP_CAREERS, TOP_SKILLS, categoryPath, type CareerTile } from '../../../lib/careers';
import '../landing.css';

/** `tiles` undefined: not known yet (the grid keeps its place, empty). */
function TileGrid({ id, title, tiles }: { id: string; title: string; tiles?: CareerTile[] }) {
  const t = useT('landing');
  if (tiles && !tiles.length) return null;
  return (
    <section className="lp-section" aria-labelledby={id} aria-busy={!tiles}>
      <h2 id={id}>{title}</h2>
      <ul className="lp-tiles">
        {tiles?.map((tile) => (
          <li key={tile.label}>
            <Link
              to={categoryPath(tile.category)}
              className="lp-tile"
              style={{ background: `linear-gradient(135deg, ${tile.colours[0]}, ${tile.colours[1]})` }}
            >
              {t(tile.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Top careers and top skills (spec 000 §2.7): gradient tiles, no pictures to download. Every tile
 * leads to courses: those whose category has none are left out (issue 27 #6), known from one small
 * request for the whole grid; a grid left with no tile is not shown. The grids and their headings
 * show at once and keep the same height whatever the answer (one row that scrolls sideways on a
 * phone, two rows reserved wider): a grid that appeared with the answer pushed the page down by
 * 265 px on a phone (CLS 0.16, issue 36).
 */
export default function CareerGrids() {
  const t = useT('landing');
  const { data: counts } = useGetCourseCategoryCountsQuery();
  const withCourses = (tiles: CareerTile[]) => (counts ? tiles.filter((tile) => (counts[tile.category] ?? 0) > 0) : undefined);
  return (
    <div className="container">
      <TileGrid id="lp-careers" title={t('careers.title')} tiles={withCourses(TOP_CAREERS)} />
      <TileGrid id="lp-skills" title={t('skills.title')} tiles={withCourses(TOP_SKILLS)} />
    </div>
  );
}
