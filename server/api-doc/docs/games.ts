import type { gamesEndpoints } from '../../../src/api/games.ts';
import type { AreaDocs } from '../endpoint-doc.ts';

const NO_GAME = 'game-not-found: no such game in the current season';

/** What API.md says of each public games endpoint: what it does and every non-2xx status it produces. */
export const gamesDocs = {
  list: {
    summary:
      "The current season's home games by tip-off, each with its sale of single game tickets (`null` until the club sets a price tier and both ends of the window; `open` by the database's clock; `lineOn` when the line guards its purchase). No session needed. `Cache-Control: public, max-age=30`.",
    errors: {},
  },
  game: {
    summary:
      "One game of the current season with its sale, its tier's ticket price of each area in the arena's order (empty without a tier), and the most tickets one buyer may have for it (`max_tickets_per_game`). No session needed. `Cache-Control: public, max-age=30`.",
    errors: { 400: 'id is not a positive integer', 404: NO_GAME },
  },
  areas: {
    summary:
      "The game's map in the seat maps' shape: without `parentId`, the sectors and the areas with a price for the game's tier and seats free for that game (no ticket holds or bought it, and for the season it is unsold and unheld, or its member released it for that game), each with one price `{price, junior: false, rolls: []}` and its free wheelchair spaces; with `parentId`, that area's seats, `available` (free and priced), `taken` or `unavailable` (free, no price). No session needed; never cached (`no-store`).",
    errors: { 400: 'id or parentId is not a positive integer', 404: `${NO_GAME}; or no such area (parentId)` },
  },
} satisfies AreaDocs<typeof gamesEndpoints>;
