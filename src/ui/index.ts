/** The kit's public surface: features and the app import from here, never from deep paths. */
export * from './theme';
export * from './AlertPopup';
export * from './Button';
export * from './ConfirmDialog';
export * from './CookieNotice';
export * from './HtmlContent';
export * from './Loader';
export * from './Modal';
export * from './overlays';
export * from './PagePopup';
export * from './SkipLink';
export * from './SponsorFooter';
export * from './Spinner';
export * from './StatusMessage';
export * from './VisuallyHidden';
