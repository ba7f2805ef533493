/**
 * Entries one gate device may record for one game. A lane reads a card every 2 s at best: from
 * doors open (an hour before tip-off) to the second half is about 90 minutes, 2,700 admissions.
 * 3,000 leaves room for that lane; a device (a stolen account, a faulty scanner) sending more
 * has each further entry refused, so it cannot fill the game's entries for the other gates. A new
 * device id needs a download of its own, itself limited (the download's limit in src/api/gate.ts).
 */
export const GATE_DEVICE_ENTRY_CAP = 3_000;
