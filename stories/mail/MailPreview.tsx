import { useCallback, useId, useState, type SyntheticEvent } from 'react';
import type { RenderedMail } from '../../server/mail/render';
import * as css from './mail.css';

interface Props {
  /** Both parts of the mail, as the server sends them. */
  mail: RenderedMail;
  /** The mail's language: the text part is marked with it, as the HTML part marks itself. */
  language: string;
}

/** The height of the mail's document: its `<html>` box, which does not grow with the frame as scrollHeight does. */
function documentHeight(frame: HTMLIFrameElement): number | undefined {
  const root = frame.contentDocument?.documentElement;
  return root ? Math.ceil(root.getBoundingClientRect().height) : undefined;
}

/**
 * One mail as a member receives it: the HTML part in a frame of its own (its own document, `lang`
 * and styles, none of the site's), as tall as the mail, so the whole mail shows without a scroll
 * bar of its own; then the text part, for mail programs that show no HTML. The frame says it has
 * loaded (`data-loaded`) once it has its height.
 */
export function MailPreview({ mail, language }: Props) {
  const headingId = useId();
  const [height, setHeight] = useState<number>();

  const onLoad = useCallback((event: SyntheticEvent<HTMLIFrameElement>) => {
    const frame = event.currentTarget;
    const measure = () => setHeight(documentHeight(frame));
    measure();
    // The width changes the mail's height (lines wrap): follow it, e.g. when a viewport is picked in the toolbar.
    frame.contentWindow?.addEventListener('resize', measure);
  }, []);

  return (
    <div className={css.preview}>
      <iframe
        className={css.mail}
        title={mail.subject}
        srcDoc={mail.html}
        onLoad={onLoad}
        style={height === undefined ? undefined : { height }}
        data-loaded={height === undefined ? undefined : ''}
      />
      {/* Documentation around the mail: in English, as the other stories' chrome. */}
      <section className={css.textPart} aria-labelledby={headingId} lang="en">
        <h2 id={headingId} className={css.textPartHeading}>
          Text part
        </h2>
        <pre className={css.text} lang={language}>
          {mail.text}
        </pre>
      </section>
    </div>
  );
}
