import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { useState, type ReactElement } from 'react';
import { useSesion } from '@fondo/runtime';
import type { RespuestaLogin } from '@fondo/contrato';
import { ProveedoresFondo } from '../proveedores';
import { borrarBorradores, leerBorrador, recordarNombreDeArchivo, VIGENCIA_BORRADOR_MS } from './almacen';
import { MENSAJE_BORRADOR_RECUPERADO, PERIODO_BORRADOR_MS, useBorrador } from './usar-borrador';

const login = (id: number): RespuestaLogin => ({
  access_token: `tok-${id}`,
  usuario: {
    id_afiliado: id,
    nombres: 'Ana',
    apellidos: 'Pérez',
    foto: null,
    superadmin: false,
    impersonate: false,
    pgweb_token: 'pg',
    ultima_actualizacion: null,
  },
  roles: ['afiliado'],
});

interface Valores {
  destino?: string;
  archivo?: number | null;
}

function Formulario({ alEnviar }: { alEnviar?: () => void }): ReactElement {
  const [form] = Form.useForm<Valores>();
  const [foto, setFoto] = useState<number | null>(null);
  const borrador = useBorrador<Valores, { foto: number | null }>('prueba', form, {
    extra: { foto },
    alRestaurar: (e) => setFoto(e.foto),
  });
  return (
    <Form<Valores>
      form={form}
      initialValues={{ destino: '', archivo: null }}
      onFinish={() => {
        borrador.borrar();
        alEnviar?.();
      }}
    >
      <Form.Item name="destino" label="Destino">
        <Input />
      </Form.Item>
      <output aria-label="foto">{String(foto)}</output>
      <Button onClick={() => setFoto(99)}>Poner foto</Button>
      <Button onClick={() => form.setFieldValue('archivo', 41)}>Subir</Button>
      <Button htmlType="submit">Enviar</Button>
    </Form>
  );
}

const montar = (alEnviar?: () => void) =>
  render(
    <ProveedoresFondo>
      <Formulario alEnviar={alEnviar} />
    </ProveedoresFondo>,
  );
const escribir = (v: string) => fireEvent.change(screen.getByLabelText('Destino'), { target: { value: v } });
const pasar = (ms = PERIODO_BORRADOR_MS) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  useSesion.getState().iniciar(login(7));
});
afterEach(() => {
  useSesion.getState().cerrar();
  jest.useRealTimers();
});

test('lo escrito (y lo de fuera del formulario, y los nombres de archivos) se guarda por afiliado', () => {
  montar();
  pasar();
  expect(leerBorrador(7, 'prueba')).toBeNull(); // sin cambios, nada que guardar
  escribir('Compra de vivienda');
  recordarNombreDeArchivo(41, 'desprendible.pdf');
  fireEvent.click(screen.getByRole('button', { name: 'Subir' }));
  fireEvent.click(screen.getByRole('button', { name: 'Poner foto' }));
  pasar();
  expect(leerBorrador(7, 'prueba')).toMatchObject({
    valores: { destino: 'Compra de vivienda', archivo: 41 },
    extra: { foto: 99 },
    archivos: { '41': 'desprendible.pdf' },
  });
  expect(leerBorrador(8, 'prueba')).toBeNull();
});

test('la sesión vence: el borrador queda y el mismo afiliado lo recupera al volver', async () => {
  const { unmount } = montar();
  escribir('Estudio');
  fireEvent.click(screen.getByRole('button', { name: 'Poner foto' }));
  // la pantalla se desmonta (se va al logout por 'Token expirado') antes del siguiente guardado
  unmount();
  useSesion.getState().cerrar();
  expect(leerBorrador(7, 'prueba')?.valores).toEqual({ destino: 'Estudio', archivo: null });

  useSesion.getState().iniciar(login(7));
  montar();
  await act(async () => {
    await Promise.resolve();
  });
  expect(screen.getByLabelText('Destino')).toHaveValue('Estudio');
  expect(screen.getByLabelText('foto')).toHaveTextContent('99');
  expect(await screen.findByText(MENSAJE_BORRADOR_RECUPERADO)).toBeInTheDocument();
});

test('otra persona en la misma pestaña no recibe el borrador', () => {
  const { unmount } = montar();
  escribir('Estudio');
  unmount();
  useSesion.getState().cerrar();
  useSesion.getState().iniciar(login(8));
  montar();
  expect(screen.getByLabelText('Destino')).toHaveValue('');
});

test('enviar lo borra y no se vuelve a guardar lo mismo al salir de la pantalla', async () => {
  const enviado = jest.fn();
  const { unmount } = montar(enviado);
  escribir('Estudio');
  pasar();
  expect(leerBorrador(7, 'prueba')).not.toBeNull();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await jest.advanceTimersByTimeAsync(PERIODO_BORRADOR_MS);
  });
  expect(enviado).toHaveBeenCalled();
  expect(leerBorrador(7, 'prueba')).toBeNull();
  unmount();
  expect(leerBorrador(7, 'prueba')).toBeNull();
});

test("'Salir' (borrarBorradores) no deja nada; con excepto, solo los de esa persona quedan", () => {
  const { unmount } = montar();
  escribir('Estudio');
  unmount();
  useSesion.getState().iniciar(login(8));
  const segundo = montar();
  escribir('Otro');
  segundo.unmount();
  borrarBorradores(8);
  expect(leerBorrador(7, 'prueba')).toBeNull();
  expect(leerBorrador(8, 'prueba')).not.toBeNull();
  borrarBorradores();
  expect(leerBorrador(8, 'prueba')).toBeNull();
});

test('un borrador de más de 12 horas no se recupera', () => {
  const { unmount } = montar();
  escribir('Viejo');
  unmount();
  expect(leerBorrador(7, 'prueba', Date.now() + VIGENCIA_BORRADOR_MS + 1)).toBeNull();
  expect(leerBorrador(7, 'prueba')).toBeNull();
});

test('sin sesión no se guarda nada', () => {
  useSesion.getState().cerrar();
  const { unmount } = montar();
  escribir('Nada');
  pasar();
  unmount();
  expect(Object.keys(sessionStorage).filter((k) => k.startsWith('fondo:borrador:'))).toEqual([]);
});
