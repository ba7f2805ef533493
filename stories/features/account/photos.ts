/** Card-shaped stand-ins for a member's photo (no network in Storybook). */
const portrait = (background: string, face: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400"><rect width="300" height="400" fill="${background}"/><circle cx="150" cy="150" r="70" fill="${face}"/><rect x="60" y="240" width="180" height="160" rx="80" fill="${face}"/></svg>`,
  )}`;

export const photoOnFile = portrait('#dfe6ee', '#8a6f5a');
export const newPhoto = portrait('#f4efe6', '#5b4a3c');
