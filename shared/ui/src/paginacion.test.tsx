import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TAMANO_PAGINA } from '@fondo/contrato';
import { MemoryRouter, useLocation } from '@fondo/runtime';
import { usePaginacion } from './paginacion';

function montar(ruta = '/lista') {
  const envoltura = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[ruta]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ p: usePaginacion(), ubicacion: useLocation() }), { wrapper: envoltura });
}

test('empieza en la página 1 con TAMANO_PAGINA; la página y el tamaño van a la URL y cambiar el tamaño vuelve a la 1', () => {
  const { result } = montar();
  expect(result.current.p).toMatchObject({ pagina: 1, tamano: TAMANO_PAGINA });
  act(() => result.current.p.paginacion(95).onChange!(3, TAMANO_PAGINA));
  expect(result.current.p).toMatchObject({ pagina: 3, tamano: TAMANO_PAGINA });
  expect(result.current.ubicacion.search).toBe('?pagina=3');
  act(() => result.current.p.paginacion(95).onChange!(3, 50));
  expect(result.current.p).toMatchObject({ pagina: 1, tamano: 50 });
  expect(result.current.ubicacion.search).toBe('?tamano=50');
  act(() => result.current.p.paginacion(95).onChange!(2, 50));
  expect(result.current.p.pagina).toBe(2);
  act(() => result.current.p.alInicio());
  expect(result.current.p).toMatchObject({ pagina: 1, tamano: 50 });
});

test('lee la página y el tamaño de la URL; valores inválidos quedan en los de por defecto', () => {
  expect(montar('/lista?pagina=4&tamano=50').result.current.p).toMatchObject({ pagina: 4, tamano: 50 });
  expect(montar('/lista?pagina=0&tamano=33').result.current.p).toMatchObject({ pagina: 1, tamano: TAMANO_PAGINA });
  expect(montar('/lista?pagina=x&tamano=-1').result.current.p).toMatchObject({ pagina: 1, tamano: TAMANO_PAGINA });
});

test('la prop pagination de la tabla: página, tamaño, total y selector de tamaño', () => {
  const { result } = montar();
  const mostrarTotal = (t: number) => `${t} afiliados`;
  expect(result.current.p.paginacion(95, { showTotal: mostrarTotal })).toMatchObject({
    current: 1,
    pageSize: TAMANO_PAGINA,
    total: 95,
    showSizeChanger: true,
    hideOnSinglePage: false,
    showTotal: mostrarTotal,
  });
});

test('el paginador se oculta solo si todo cabe en una página del tamaño por defecto', () => {
  const { result } = montar();
  expect(result.current.p.paginacion(TAMANO_PAGINA).hideOnSinglePage).toBe(true);
  expect(result.current.p.paginacion(TAMANO_PAGINA + 1).hideOnSinglePage).toBe(false);
  // con 100 por página y 30 filas queda una sola página, pero el selector sigue para volver a 20
  act(() => result.current.p.paginacion(30).onChange!(1, 100));
  expect(result.current.p.paginacion(30).hideOnSinglePage).toBe(false);
});
