// "Start the shared deal?": a seeded link opened while another match is in progress (see applyAddress).
// Loaded only when asked, so the dialog code stays out of the first download.
import { answerSharedDeal, dropSeedFromAddress, gameStore } from '../../../store';
import { useMessages } from '../../i18n';
import { ConfirmDialog } from '../ConfirmDialog';

export function SharedDealDialog() {
  const shared = useMessages().app.notices.sharedDeal;
  const answer = (start: boolean) => {
    answerSharedDeal(gameStore(), start);
    dropSeedFromAddress();
  };
  return (
    <ConfirmDialog
      open
      title={shared.title}
      text={shared.text}
      confirm={shared.start}
      cancel={shared.keep}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );
}
