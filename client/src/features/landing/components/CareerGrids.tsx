import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { TOP_CAREERS, TOP_SKILLS, categoryPath, type CareerTile } from '../careers';
import '../landing.css';

function TileGrid({ id, title, tiles }: { id: string; title: string; tiles: CareerTile[] }) {
  const t = useT('landing');
  return (
    <section className="lp-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="lp-tiles">
        {tiles.map((tile) => (
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

/** Top careers and top skills (spec 000 §2.7): gradient tiles, no pictures to download. */
export default function CareerGrids() {
  const t = useT('landing');
  return (
    <div className="container">
      <TileGrid id="lp-careers" title={t('careers.title')} tiles={TOP_CAREERS} />
      <TileGrid id="lp-skills" title={t('skills.title')} tiles={TOP_SKILLS} />
    </div>
  );
}
