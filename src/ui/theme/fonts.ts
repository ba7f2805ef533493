/* Self-hosted fonts (latin subsets only): no font is fetched from another origin. */
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/barlow-condensed/latin-700.css';
