import { AvisosDiferidos, type ApiApp } from './avisos-diferidos';

function apiFalsa(registro: string[]): ApiApp {
  const cerrarMensaje = Object.assign(() => registro.push('cerrado'), { then: (ok: (v: boolean) => void) => ok(true) });
  return {
    message: { success: (t: string) => (registro.push(`message:${t}`), cerrarMensaje) },
    notification: { info: (o: { title: string }) => registro.push(`notification:${o.title}`) },
    modal: {
      error: (o: { okText: string }) => (
        registro.push(`modal:${o.okText}`),
        { destroy: () => registro.push('destruido'), update: () => undefined }
      ),
    },
  } as unknown as ApiApp;
}

test('antes de cargar antd: la primera llamada pide la carga y todas esperan en orden', async () => {
  const registro: string[] = [];
  const pedir = jest.fn();
  const d = new AvisosDiferidos(pedir);
  const cerrar = d.api.message.success('Bienvenido');
  d.api.notification.info({ title: 'Aviso' });
  const dialogo = d.api.modal.error({ okText: 'Aceptar' });
  expect(pedir).toHaveBeenCalled();
  expect(registro).toEqual([]);

  d.conectar(apiFalsa(registro));
  expect(registro).toEqual(['message:Bienvenido', 'notification:Aviso', 'modal:Aceptar']);
  // Lo que devolvieron se aplica al resultado real.
  await expect(cerrar.then((v) => v)).resolves.toBe(true);
  cerrar();
  dialogo.destroy();
  await new Promise((ok) => setTimeout(ok, 0));
  expect(registro).toContain('cerrado');
  expect(registro).toContain('destruido');
});

test('ya cargado: cada llamada va directo a antd y no pide otra carga', () => {
  const registro: string[] = [];
  const pedir = jest.fn();
  const d = new AvisosDiferidos(pedir);
  d.conectar(apiFalsa(registro));
  d.api.message.success('Hola');
  expect(registro).toEqual(['message:Hola']);
  expect(pedir).not.toHaveBeenCalled();
});
