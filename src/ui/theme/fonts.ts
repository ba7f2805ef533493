/* The club's faces (see fonts.css for why they are optional). */
import './fonts.css';
