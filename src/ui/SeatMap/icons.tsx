/** Toolbar icons; their buttons carry the accessible names. */
const common = { width: 20, height: 20, viewBox: '0 0 20 20', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', 'aria-hidden': true } as const;

export const PlusIcon = () => (
  <svg {...common}>
    <path d="M10 4v12M4 10h12" />
  </svg>
);

export const MinusIcon = () => (
  <svg {...common}>
    <path d="M4 10h12" />
  </svg>
);

export const HomeIcon = () => (
  <svg {...common} strokeLinejoin="round">
    <path d="M3 9.5 10 3.5l7 6M5 8v8.5h10V8" />
  </svg>
);

export const BackIcon = () => (
  <svg {...common} strokeLinejoin="round">
    <path d="M12 4 6 10l6 6" />
  </svg>
);
