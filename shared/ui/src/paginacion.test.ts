import { act, renderHook } from '@testing-library/react';
import { TAMANO_PAGINA } from '@fondo/contrato';
import { usePaginacion } from './paginacion';

test('empieza en la página 1 con TAMANO_PAGINA; cambiar de página la guarda y cambiar el tamaño vuelve a la 1', () => {
  const { result } = renderHook(() => usePaginacion());
  expect(result.current).toMatchObject({ pagina: 1, tamano: TAMANO_PAGINA });
  act(() => result.current.paginacion(95).onChange!(3, TAMANO_PAGINA));
  expect(result.current).toMatchObject({ pagina: 3, tamano: TAMANO_PAGINA });
  act(() => result.current.paginacion(95).onChange!(3, 50));
  expect(result.current).toMatchObject({ pagina: 1, tamano: 50 });
  act(() => result.current.paginacion(95).onChange!(2, 50));
  expect(result.current.pagina).toBe(2);
  act(() => result.current.alInicio());
  expect(result.current).toMatchObject({ pagina: 1, tamano: 50 });
});

test('la prop pagination de la tabla: página, tamaño, total y selector de tamaño', () => {
  const { result } = renderHook(() => usePaginacion());
  const mostrarTotal = (t: number) => `${t} afiliados`;
  expect(result.current.paginacion(95, { showTotal: mostrarTotal })).toMatchObject({
    current: 1,
    pageSize: TAMANO_PAGINA,
    total: 95,
    showSizeChanger: true,
    hideOnSinglePage: false,
    showTotal: mostrarTotal,
  });
});

test('el paginador se oculta solo si todo cabe en una página del tamaño por defecto', () => {
  const { result } = renderHook(() => usePaginacion());
  expect(result.current.paginacion(TAMANO_PAGINA).hideOnSinglePage).toBe(true);
  expect(result.current.paginacion(TAMANO_PAGINA + 1).hideOnSinglePage).toBe(false);
  // con 100 por página y 30 filas queda una sola página, pero el selector sigue para volver a 20
  act(() => result.current.paginacion(30).onChange!(1, 100));
  expect(result.current.paginacion(30).hideOnSinglePage).toBe(false);
});
