import { Link } from 'react-router-dom';
import { TOP_CAREERS, TOP_SKILLS, categoryPath, type CareerTile } from '../careers';
import '../landing.css';

function TileGrid({ id, title, tiles }: { id: string; title: string; tiles: CareerTile[] }) {
  return (
    <section className="lp-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="lp-tiles">
        {tiles.map((t) => (
          <li key={t.label}>
            <Link
              to={categoryPath(t.category)}
              className="lp-tile"
              style={{ background: `linear-gradient(135deg, ${t.colours[0]}, ${t.colours[1]})` }}
            >
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Top careers and top skills (spec 000 §2.7): gradient tiles, no pictures to download. */
export default function CareerGrids() {
  return (
    <div className="container">
      <TileGrid id="lp-careers" title="Top careers" tiles={TOP_CAREERS} />
      <TileGrid id="lp-skills" title="Top skills" tiles={TOP_SKILLS} />
    </div>
  );
}
