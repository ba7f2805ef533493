/** Side effects that dress a document in the themes: fonts, tokens on :root (and per data-theme), global styles. */
import './fonts';
import './themes.css';
import './global.css';
