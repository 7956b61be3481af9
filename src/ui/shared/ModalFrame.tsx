// The frame the app's larger dialogs share (settings, rules, statistics): a header with the title, which
// has the focus when the dialog opens, and a close button; a scrolling body that starts with an
// introduction, the dialog's description; and an optional footer.
import { useRef, type ReactNode, type RefObject } from 'react';
import { useMessages } from '../i18n';
import { CloseButton } from './controls';
import { Modal } from './Modal';

export interface ModalFrameProps {
  /** Prefix of the element ids: the title is `${id}-title`, the introduction `${id}-intro`. */
  id: string;
  title: string;
  intro: string;
  titleRef: RefObject<HTMLHeadingElement | null>;
  /** The close button. */
  onClose(): void;
  /** Added to the body's class. */
  bodyClassName?: string;
  footer?: ReactNode;
  /** Makes the frame a form: submitting it (Enter, a submit button in the footer) calls this. */
  onSubmit?(): void;
  children?: ReactNode;
}

/** The inside of a dialog: header, body with its introduction, footer. */
export function ModalFrame({
  id,
  title,
  intro,
  titleRef,
  onClose,
  bodyClassName,
  footer,
  onSubmit,
  children,
}: ModalFrameProps) {
  const close = useMessages().screens.common.close;
  const content = (
    <>
      <header className="scr-modal__header">
        <h2 className="scr-modal__title" id={`${id}-title`} tabIndex={-1} ref={titleRef}>
          {title}
        </h2>
        <CloseButton label={close} onClick={onClose} />
      </header>
      <div className={bodyClassName ? `scr-modal__body ${bodyClassName}` : 'scr-modal__body'}>
        <p className="scr-modal__intro" id={`${id}-intro`}>
          {intro}
        </p>
        {children}
      </div>
      {footer}
    </>
  );
  if (!onSubmit) return <div className="scr-modal__frame">{content}</div>;
  return (
    <form
      className="scr-modal__frame"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {content}
    </form>
  );
}

export interface FramedModalProps extends Omit<ModalFrameProps, 'titleRef' | 'onSubmit'> {
  /** Added to the dialog's class. */
  className: string;
}

/** A dialog named by its title and described by its introduction; Escape and the close button close it. */
export function FramedModal({ className, ...frame }: FramedModalProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  return (
    <Modal
      className={className}
      labelledBy={`${frame.id}-title`}
      describedBy={`${frame.id}-intro`}
      initialFocus={titleRef}
      onClose={frame.onClose}
    >
      <ModalFrame {...frame} titleRef={titleRef} />
    </Modal>
  );
}
