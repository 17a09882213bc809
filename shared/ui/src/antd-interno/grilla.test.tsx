// La grilla ligera (grilla.tsx) da el mismo marcado que Row y Col de antd: clases, estilos y atributos.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Col, ConfigProvider, Row, theme, type ColProps, type RowProps } from 'antd';
import { claseHashAntd, ColumnaLigera, FilaLigera } from './grilla';
import { TEMA_PAGINA } from '../tema';

/** El marcado con las clases en orden alfabético (el orden no cambia el CSS). */
function marcado(elemento: ReactElement, direccion: 'ltr' | 'rtl' = 'ltr', hashed = true): string {
  const { container } = render(
    // clave fija de las variables CSS (sin ella, cada ConfigProvider toma la suya de useId)
    <ConfigProvider theme={{ ...TEMA_PAGINA, hashed, cssVar: { key: 'css-var-prueba' } }} direction={direccion}>
      {elemento}
    </ConfigProvider>,
  );
  for (const e of container.querySelectorAll('[class]'))
    e.setAttribute('class', [...e.classList].sort((a, b) => a.localeCompare(b)).join(' '));
  return container.innerHTML;
}

const FILAS: RowProps[] = [
  {},
  { gutter: 16 },
  { gutter: [16, 24] },
  { gutter: '2rem' },
  { gutter: 8, justify: 'space-between', align: 'middle' },
  { wrap: false, className: 'propia', style: { color: 'red' }, id: 'fila' },
  // por tamaño de pantalla: la de antd
  { gutter: { xs: 8, md: 16 } },
  { justify: { xs: 'start', md: 'center' } },
];

const COLUMNAS: ColProps[] = [
  {},
  { span: 12 },
  { span: 0 },
  { xs: 24, md: 12 },
  { xs: 24, sm: 12, xl: 8 },
  { xs: { span: 24, offset: 2 }, lg: { span: 6, order: 1, push: 1, pull: 2 }, xxl: { span: 4, order: 0 } },
  { offset: 4, order: 2, push: 1, pull: 1 },
  { flex: 'auto' },
  { flex: 2 },
  { flex: '100px' },
  { flex: 0 },
  { md: { flex: 'auto' }, xs: { flex: '1 1 200px' } },
  { className: 'propia', style: { color: 'red' }, id: 'col', 'aria-label': 'columna' },
];

describe('grilla ligera', () => {
  test.each(FILAS.map((f) => [JSON.stringify(f), f]))('Row %s', (_, props) => {
    expect(marcado(<FilaLigera {...props}>hola</FilaLigera>)).toBe(marcado(<Row {...props}>hola</Row>));
  });

  test.each(COLUMNAS.map((c) => [JSON.stringify(c), c]))('Col %s, suelta y en filas con gutter', (_, props) => {
    expect(marcado(<ColumnaLigera {...props}>hola</ColumnaLigera>)).toBe(marcado(<Col {...props}>hola</Col>));
    for (const fila of [{ gutter: 16 }, { gutter: [8, 8] as [number, number], wrap: false }, { gutter: '1rem' }])
      expect(
        marcado(
          <FilaLigera {...fila}>
            <ColumnaLigera {...props}>hola</ColumnaLigera>
          </FilaLigera>,
        ),
      ).toBe(
        marcado(
          <Row {...fila}>
            <Col {...props}>hola</Col>
          </Row>,
        ),
      );
  });

  test('de derecha a izquierda y sin hash, igual que antd', () => {
    const ligera = (
      <FilaLigera gutter={16} justify="end">
        <ColumnaLigera xs={24} md={{ span: 12, offset: 1 }} />
      </FilaLigera>
    );
    const antd = (
      <Row gutter={16} justify="end">
        <Col xs={24} md={{ span: 12, offset: 1 }} />
      </Row>
    );
    expect(marcado(ligera, 'rtl')).toBe(marcado(antd, 'rtl'));
    // sin hash (un ConfigProvider anidado con hashed: false), igual que antd
    expect(marcado(ligera, 'ltr', false)).toBe(marcado(antd, 'ltr', false));
    // (el hash sí cambia las clases de antd: las comparaciones de arriba no son triviales)
    expect(marcado(antd)).not.toBe(marcado(antd, 'ltr', false));
    expect(marcado(ligera)).toMatch(/class="[^"]*css-dev-only-do-not-override-[a-z0-9]+/);
    expect(marcado(ligera, 'rtl')).toContain('ant-row-rtl');
    expect(marcado(ligera)).toContain('css-var-prueba');
  });

  test('claseHashAntd da el hash que antd calcula (versión instalada, con y sin hash, otro prefijo)', () => {
    let deAntd: string[] = [];
    function Leer() {
      deAntd = [...deAntd, theme.useToken().hashId];
      return null;
    }
    render(
      <>
        <ConfigProvider theme={TEMA_PAGINA}>
          <Leer />
        </ConfigProvider>
        <ConfigProvider theme={{ ...TEMA_PAGINA, hashed: false }}>
          <Leer />
        </ConfigProvider>
        <ConfigProvider theme={TEMA_PAGINA} prefixCls="otro">
          <Leer />
        </ConfigProvider>
      </>,
    );
    expect(deAntd).toEqual([claseHashAntd(true, 'ant'), '', claseHashAntd(true, 'otro')]);
    expect(deAntd[0]).not.toBe(deAntd[2]);
  });

  test('pasa la referencia al div', () => {
    let fila: HTMLDivElement | null = null;
    let columna: HTMLDivElement | null = null;
    render(
      <FilaLigera ref={(e) => void (fila = e)}>
        <ColumnaLigera ref={(e) => void (columna = e)} />
      </FilaLigera>,
    );
    expect(fila).toBeInstanceOf(HTMLDivElement);
    expect(columna).toBeInstanceOf(HTMLDivElement);
  });
});
