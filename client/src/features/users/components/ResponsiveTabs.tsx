import { useId, type ReactNode } from 'react';
import Tabs from '../../../components/Tabs';
import { useIsMobile } from '../../../lib/useMediaQuery';

export interface TabDef {
  id: string;
  label: string;
}

/** Tabs on wide screens; a native select on phones, where a row of tabs would not fit (spec 001). */
export default function ResponsiveTabs({
  tabs,
  active,
  onChange,
  label,
}: {
  tabs: TabDef[];
  active: string;
  onChange: (id: string) => void;
  label: string;
}) {
  const mobile = useIsMobile();
  const id = useId();
  if (mobile) {
    return (
      <div className="field users-tab-select">
        <label htmlFor={id}>{label}</label>
        <select id={id} value={active} onChange={(e) => onChange(e.target.value)}>
          {tabs.map((t) => (
            <option key={t.id} value={t.id}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return <Tabs tabs={tabs} active={active} onChange={onChange} />;
}

/** The panel for the active tab, linked to its tab button for screen readers. */
export function TabPanel({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={`tabpanel-${id}`} aria-label={label} className="users-tabpanel" tabIndex={0}>
      {children}
    </div>
  );
}
