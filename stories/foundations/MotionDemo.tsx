import { useId, useState, useSyncExternalStore } from 'react';
import { mediaQuery } from '../../src/ui/theme/contract.css';
import * as css from './foundations.css';
import { tokensOf } from './tokens';

const reducedMotion = () => matchMedia(mediaQuery.reducedMotion);

function subscribe(onChange: () => void) {
  const query = reducedMotion();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * One dot per duration, moved across its track on demand. It needs no reduced-motion code of its
 * own: the global rule cuts its transitions as it cuts the kit's, which is what it demonstrates.
 */
export function MotionDemo() {
  const headingId = useId();
  const [moved, setMoved] = useState(false);
  const reduced = useSyncExternalStore(subscribe, () => reducedMotion().matches);
  return (
    <section className={css.demo} aria-labelledby={headingId}>
      <h2 id={headingId}>Demo</h2>
      <button type="button" className={css.button} aria-pressed={moved} onClick={() => setMoved(!moved)}>
        Move the dots
      </button>
      {tokensOf('motion').map((token) => (
        <div key={token.label}>
          <code className={css.code}>{token.label}</code>
          <div className={css.track}>
            <div className={css.dot} data-moved={moved || undefined} style={{ transitionDuration: token.cssVar }} />
          </div>
        </div>
      ))}
      <p>
        Reduced motion: under <code className={css.code}>{mediaQuery.reducedMotion}</code> (
        <code className={css.code}>mediaQuery.reducedMotion</code>), the global rule in{' '}
        <code className={css.code}>src/ui/theme/global.css.ts</code> cuts every animation and transition to 0.01 ms and
        plays an animation once, so these dots jump. This device {reduced ? 'asks' : 'does not ask'} for reduced motion.
      </p>
    </section>
  );
}
