import { useMessages } from '../../i18n';

/** The dealer button beside the dealer's name. */
export function DealerChip() {
  const t = useMessages();
  return (
    <span className="dealer-chip" role="img" aria-label={t.table.seats.dealer} title={t.table.seats.dealer}>
      {t.table.seats.dealerChip}
    </span>
  );
}
