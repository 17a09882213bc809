// En lugar de antd/es/grid/row (reemplazosDeEstilosCalculados): la fila de grilla.tsx.
export { FilaLigera as default } from './grilla';
