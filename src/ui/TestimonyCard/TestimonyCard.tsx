import * as styles from './TestimonyCard.css';

export interface TestimonyCardProps {
  /** The author's name. */
  name: string;
  /** The author's pass, e.g. "Abonado joven". */
  passType: string;
  /** Their words, without quotation marks. */
  quote: string;
  /** Portrait, shown 64 px round. */
  imgUrl: string;
  /** Empty by default: the name is right beside the portrait. */
  imgAlt?: string;
}

/** A subscriber's words: a quotation with its author, as a figure with a caption. */
export function TestimonyCard({ name, passType, quote, imgUrl, imgAlt = '' }: TestimonyCardProps) {
  return (
    <figure className={styles.card}>
      <span className={styles.mark} aria-hidden="true">
        “
      </span>
      <blockquote className={styles.quote}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <img className={styles.portrait} src={imgUrl} alt={imgAlt} width={64} height={64} loading="lazy" decoding="async" />
        <span>
          <span className={styles.name}>{name}</span>
          <span className={styles.passType}>{passType}</span>
        </span>
      </figcaption>
    </figure>
  );
}
