import type { HomeSectionId } from '../../data/sections';

/** Typed against the home sections, so renaming the anchor breaks the build, not the link. */
const passTypesSection: HomeSectionId = 'tipos-de-abono';

/** "Back to all passes": the pass cards on the home page. */
export const PASS_TYPES_HREF = `/#${passTypesSection}`;
