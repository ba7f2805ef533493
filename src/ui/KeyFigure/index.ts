export { KeyFigure, KeyFigureList, type KeyFigureListProps, type KeyFigureProps } from './KeyFigure';
