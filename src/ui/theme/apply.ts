/** Side effects that dress a document in the club's theme: fonts, tokens on :root, global styles. */
import './fonts';
import './club.css';
import './global.css';
