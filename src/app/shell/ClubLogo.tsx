import { ball, seams } from './ClubLogo.css';

/** The club's crest: a ball and the club's initials, drawn inline so it needs no request. */
export function ClubLogo({ title }: { title: string }) {
  return (
    <svg width="44" height="44" viewBox="0 0 48 48" role="img" aria-label={title}>
      <circle cx="24" cy="24" r="22" className={ball} />
      <path
        d="M2 24h44M24 2v44M8.4 8.4c8 6 8 25.2 0 31.2M39.6 8.4c-8 6-8 25.2 0 31.2"
        className={seams}
        strokeWidth="2"
        fill="none"
      />
    </svg>
  );
}
