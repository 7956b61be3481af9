// The notice of a record kept under a key of its own (the skill rating, the deal of the day's history): its
// save could not be used and was set aside, or is offered for download when no copy could be kept.
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { SetAsideReport } from '../../persist/saves';
import { useMessages } from '../i18n';
import { Notice } from '../shared/Notice';
import { Download } from '../shared/notices/Download';

interface NoticeState<N extends string> {
  notice: N | null;
  problem: SetAsideReport | null;
  dismissNotice(): void;
}

/** `notices`: the words of each notice, or null while they are downloading (nothing is shown meanwhile). */
export function RecordNotice<N extends string>({
  store,
  notices,
}: {
  store: StoreApi<NoticeState<N>>;
  notices: Readonly<Record<N, string>> | null;
}) {
  const n = useMessages().app.notices;
  const notice = useStore(store, (s) => s.notice);
  const problem = useStore(store, (s) => s.problem);
  if (!notice || !notices) return null;
  const message = `${notices[notice]}${problem && !problem.kept ? ` ${n.notKept}` : ''}`;
  return (
    <Notice message={message} onDismiss={() => store.getState().dismissNotice()}>
      {problem && <Download report={problem} />}
    </Notice>
  );
}
