import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from '@fondo/runtime';
import { useListaUrl, type DefinicionListaUrl } from './estado-url';

type Filtros = { estado: 'TODAS' | 'PENDIENTE' | 'APROBADA'; texto: string };
type Columna = 'fecha' | 'valor';

const DEFINICION: DefinicionListaUrl<Filtros, Columna> = {
  filtros: {
    estado: { porDefecto: 'PENDIENTE', validos: ['TODAS', 'PENDIENTE', 'APROBADA'] },
    texto: { porDefecto: '' },
  },
  columnas: ['fecha', 'valor'],
  ordenPorDefecto: '-fecha',
};

function montar(ruta = '/lista') {
  const envoltura = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[ruta]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ lista: useListaUrl(DEFINICION), ubicacion: useLocation(), navegar: useNavigate() }), {
    wrapper: envoltura,
  });
}

test('sin parámetros: los valores por defecto, página 1 y el orden del servidor', () => {
  const { result } = montar();
  expect(result.current.lista.filtros).toEqual({ estado: 'PENDIENTE', texto: '' });
  expect(result.current.lista).toMatchObject({ pagina: 1, tamano: 20, orden: undefined });
  expect(result.current.lista.ordenDe('fecha')).toBe('descend');
  expect(result.current.lista.ordenDe('valor')).toBeNull();
});

test('lee filtros, orden y página de la URL; ignora valores y columnas fuera de la lista blanca', () => {
  const { result } = montar('/lista?estado=APROBADA&texto=ana&orden=valor&pagina=3&otro=1');
  expect(result.current.lista.filtros).toEqual({ estado: 'APROBADA', texto: 'ana' });
  expect(result.current.lista).toMatchObject({ pagina: 3, orden: 'valor' });
  expect(result.current.lista.ordenDe('valor')).toBe('ascend');
  expect(result.current.lista.ordenDe('fecha')).toBeNull();
  const malo = montar('/lista?estado=BORRADA&orden=-clave');
  expect(malo.result.current.lista.filtros.estado).toBe('PENDIENTE');
  expect(malo.result.current.lista.orden).toBeUndefined();
});

test('cambiar un filtro lo escribe (sin los valores por defecto), vuelve a la página 1 y conserva otros parámetros', () => {
  const { result } = montar('/lista?pagina=4&otro=1');
  act(() => result.current.lista.cambiar({ estado: 'TODAS' }));
  expect(result.current.ubicacion.search).toBe('?otro=1&estado=TODAS');
  act(() => result.current.lista.cambiar({ pagina: 2 }));
  expect(result.current.ubicacion.search).toBe('?otro=1&estado=TODAS&pagina=2');
  act(() => result.current.lista.cambiar({ estado: 'PENDIENTE', texto: 'pérez' }));
  expect(new URLSearchParams(result.current.ubicacion.search).get('texto')).toBe('pérez');
  expect(result.current.ubicacion.search).not.toMatch(/estado|pagina/);
});

test('Atrás vuelve al filtro y a la página de antes (cada cambio es una entrada del historial)', () => {
  const { result } = montar();
  act(() => result.current.lista.cambiar({ estado: 'APROBADA' }));
  act(() => result.current.lista.paginacion(100).onChange!(3, 20));
  expect(result.current.lista).toMatchObject({ pagina: 3, filtros: { estado: 'APROBADA' } });
  act(() => void result.current.navegar('/otra'));
  act(() => void result.current.navegar(-1));
  expect(result.current.lista).toMatchObject({ pagina: 3, filtros: { estado: 'APROBADA', texto: '' } });
  act(() => void result.current.navegar(-1));
  expect(result.current.lista).toMatchObject({ pagina: 1, filtros: { estado: 'APROBADA' } });
});

test('el onChange de la tabla lleva el orden a la URL; quitarlo vuelve al del servidor', () => {
  const { result } = montar('/lista?pagina=2');
  act(() => result.current.lista.alCambiarTabla({}, {}, { field: 'valor', order: 'descend' }, { action: 'sort' }));
  expect(result.current.ubicacion.search).toBe('?orden=-valor');
  expect(result.current.lista.ordenDe('valor')).toBe('descend');
  act(() => result.current.lista.alCambiarTabla({}, {}, { field: 'valor', order: undefined }, { action: 'sort' }));
  expect(result.current.ubicacion.search).toBe('');
  // el orden por defecto no se escribe
  act(() => result.current.lista.cambiar({ orden: '-fecha' }));
  expect(result.current.ubicacion.search).toBe('');
  // una paginación de la tabla no es un orden
  act(() => result.current.lista.alCambiarTabla({}, {}, { field: 'valor', order: 'ascend' }, { action: 'paginate' }));
  expect(result.current.ubicacion.search).toBe('');
});

test('un manejador de un render anterior (la cabecera de la tabla) no borra el filtro recién elegido', () => {
  const { result } = montar();
  const viejo = result.current.lista;
  act(() => viejo.cambiar({ estado: 'APROBADA' }));
  act(() => viejo.alCambiarTabla({}, {}, { field: 'valor', order: 'ascend' }, { action: 'sort' }));
  expect(result.current.ubicacion.search).toBe('?estado=APROBADA&orden=valor');
  // dos cambios seguidos antes de dibujar: el segundo parte del primero
  const otro = result.current.lista;
  act(() => {
    otro.cambiar({ texto: 'ana' });
    otro.paginacion(100).onChange!(2, 20);
  });
  expect(result.current.ubicacion.search).toBe('?estado=APROBADA&orden=valor&texto=ana&pagina=2');
  // Atrás vuelve a leer la URL
  act(() => void result.current.navegar(-1));
  act(() => result.current.lista.cambiar({ pagina: 3 }));
  expect(result.current.ubicacion.search).toBe('?estado=APROBADA&orden=valor&texto=ana&pagina=3');
});
