import { Button, InlineAlert, type InlineAlertProps } from '../../../ui';
import * as styles from './signup.css';

export interface NoticeProps {
  tone: InlineAlertProps['tone'];
  title?: string;
  text: string;
  /** The way on from here. */
  action?: { label: string; onClick: () => void };
}

/** A message about where the sign-up stands, with the way on. Texts already translated. */
export function Notice({ tone, title, text, action }: NoticeProps) {
  return (
    <>
      <InlineAlert tone={tone} title={title}>
        {text}
      </InlineAlert>
      {action && (
        <div className={styles.actions}>
          <Button onClick={action.onClick}>{action.label}</Button>
        </div>
      )}
    </>
  );
}
