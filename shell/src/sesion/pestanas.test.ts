import { useSesion } from '@fondo/runtime';
import { compartirSesionEntrePestanas, type CanalSesion, type MensajeSesion } from './pestanas';
import { respuestaLogin } from '../pruebas/ayudantes';

function canalFalso() {
  const enviados: MensajeSesion[] = [];
  const canal: CanalSesion = { postMessage: (m) => enviados.push(m), onmessage: null };
  const recibir = (m: MensajeSesion) => canal.onmessage?.({ data: m });
  return { canal, enviados, recibir };
}

beforeEach(() => {
  useSesion.getState().cerrar();
  sessionStorage.clear();
});

test('sin sesión pide la de otra pestaña y la adopta (queda en sessionStorage)', async () => {
  const { canal, enviados, recibir } = canalFalso();
  const listo = compartirSesionEntrePestanas({ canal, espera: 5000 });
  const pedido = enviados[0];
  expect(pedido?.tipo).toBe('pedir');
  const r = respuestaLogin();
  recibir({
    tipo: 'dar',
    id: (pedido as { id: string }).id,
    datos: { access_token: r.access_token, usuario: r.usuario, roles: r.roles, actualizacion_datos: 'ok' },
  });
  await listo;
  expect(useSesion.getState().usuario?.nombres).toBe('Marta Lucía');
  expect(sessionStorage.getItem('access_token')).toBe('acceso-1');
});

test('si nadie responde, sigue sin sesión al vencer la espera', async () => {
  const { canal } = canalFalso();
  await compartirSesionEntrePestanas({ canal, espera: 10 });
  expect(useSesion.getState().access_token).toBeNull();
});

test('con sesión responde a quien la pide; y avisa al salir', async () => {
  useSesion.getState().iniciar(respuestaLogin());
  const { canal, enviados, recibir } = canalFalso();
  await compartirSesionEntrePestanas({ canal });
  expect(enviados).toHaveLength(0);
  recibir({ tipo: 'pedir', id: 'x' });
  expect(enviados[0]).toMatchObject({ tipo: 'dar', id: 'x', datos: { access_token: 'acceso-1' } });
  useSesion.getState().cerrar();
  expect(enviados.at(-1)).toEqual({ tipo: 'cerrar', token: 'acceso-1' });
});

test('otra pestaña que sale con la misma sesión la cierra aquí; con otra sesión no', async () => {
  useSesion.getState().iniciar(respuestaLogin());
  const { canal, recibir } = canalFalso();
  await compartirSesionEntrePestanas({ canal });
  recibir({ tipo: 'cerrar', token: 'de-otra-sesion' });
  expect(useSesion.getState().access_token).toBe('acceso-1');
  recibir({ tipo: 'token', anterior: 'acceso-1', nuevo: 'acceso-2' });
  expect(useSesion.getState().access_token).toBe('acceso-2');
  recibir({ tipo: 'cerrar', token: 'acceso-2' });
  expect(useSesion.getState().access_token).toBeNull();
});

test('una sesión abierta como otro afiliado no se presta a otras pestañas', async () => {
  useSesion.getState().iniciar(respuestaLogin({ impersonate: true }));
  const { canal, enviados, recibir } = canalFalso();
  await compartirSesionEntrePestanas({ canal });
  recibir({ tipo: 'pedir', id: 'y' });
  expect(enviados.filter((m) => m.tipo === 'dar')).toHaveLength(0);
});

test('la pestaña del administrador sigue con su sesión cuando la del afiliado cambia su token o sale', async () => {
  useSesion.getState().iniciar(respuestaLogin({ superadmin: true, id_afiliado: 1 }));
  const { canal, recibir } = canalFalso();
  await compartirSesionEntrePestanas({ canal });
  recibir({ tipo: 'token', anterior: 'token-del-afiliado', nuevo: 'otro' });
  recibir({ tipo: 'cerrar', token: 'token-del-afiliado' });
  expect(useSesion.getState().access_token).toBe('acceso-1');
  expect(useSesion.getState().usuario?.superadmin).toBe(true);
});
