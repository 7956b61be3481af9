import { useMessages } from '../i18n';
import '../shared/screens.css';

export interface HumanOutBannerProps {
  onSkip(): void;
}

/** Shown while the computer players finish a match the human is out of. */
export function HumanOutBanner({ onSkip }: HumanOutBannerProps) {
  const t = useMessages();
  return (
    <div className="scr-banner scr-outbanner" role="status">
      <p className="scr-banner__text">{t.screens.humanOut.text}</p>
      <button type="button" className="scr-btn scr-btn--secondary scr-btn--small" onClick={onSkip}>
        {t.screens.humanOut.skip}
      </button>
    </div>
  );
}
