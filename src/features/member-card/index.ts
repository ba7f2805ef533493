/** The member card feature's public surface: the card, for its page and the home on a game's day. */
export { MemberCardContainer } from './components/MemberCardContainer';
