// The link that offers an unusable save as a file, for when this device had no room to keep a copy of it:
// used by the notices over the table and by the skill rating's in Statistics. A module of its own, so that
// the statistics' chunk, which loads on demand, can use it without drawing the save notices' imports (the
// game store) into a chunk of their own in the first download.
import type { SetAsideReport } from '../../../store/saves';
import { useMessages } from '../../i18n';

/** The unusable save as a file to download, named after its key; nothing when its copy was kept. */
export function Download({ report }: { report: SetAsideReport }) {
  const n = useMessages().app.notices;
  if (report.kept) return null;
  return (
    <a
      className="app-toast__download"
      href={`data:application/json;charset=utf-8,${encodeURIComponent(report.raw)}`}
      download={`${report.key.replace(/[^a-z0-9]+/gi, '-')}-unreadable.json`}
    >
      {n.download}
    </a>
  );
}
