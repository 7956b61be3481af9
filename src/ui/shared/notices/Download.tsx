// The link that offers an unusable save as a file, for when this device had no room to keep a copy of it:
// used by the notices over the table and by the skill rating's in Statistics. A module of its own, so that
// the statistics' chunk, which loads on demand, can use it without drawing the save notices' imports (the
// game store) into a chunk of their own in the first download.
import type { SetAsideReport } from '../../../persist/saves';
import { useMessages } from '../../i18n';

const files = new Map<string, string>();

/**
 * The address of a save's text as a file: a Blob's, not the text in a `data:` address, since a save of
 * megabytes (the very kind that finds no room for a copy) is longer than browsers take in an address. Made
 * once per text and kept while the page is open, as the text itself is.
 */
function fileOf(raw: string): string {
  let url = files.get(raw);
  if (url === undefined) {
    url = URL.createObjectURL(new Blob([raw], { type: 'application/json' }));
    files.set(raw, url);
  }
  return url;
}

/** The unusable save as a file to download, named after its key; nothing when its copy was kept. */
export function Download({ report }: { report: SetAsideReport }) {
  const n = useMessages().app.notices;
  if (report.kept) return null;
  return (
    <a
      className="app-toast__download"
      href={fileOf(report.raw)}
      download={`${report.key.replace(/[^a-z0-9]+/gi, '-')}-unreadable.json`}
    >
      {n.download}
    </a>
  );
}
