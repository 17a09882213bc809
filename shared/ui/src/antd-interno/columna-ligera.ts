// En lugar de antd/es/grid/col (reemplazosDeEstilosCalculados): la columna de grilla.tsx.
export { ColumnaLigera as default } from './grilla';
