// Cupo de crédito en /admin/tipos-credito: la columna Cupo, el modal edita veces el ahorro,
// el porcentaje del salario (en %) y qué saldo descuenta; la sección 'Aportes que cuentan para el cupo'.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TipoAporteCupo, TipoCredito } from '@fondo/contrato';
import { tipoCreditoDePrueba } from '@fondo/testing/datos';
import { simular, usarServidor, type Simulada } from '@fondo/testing/red';
import { dialogo, elegir, simularPantalla } from '@fondo/ui/pruebas';
import { comoSuperadmin, renderizarRuta } from '../../componentes/entorno-prueba';

usarServidor();
let guardarMock: Simulada<'tiposCredito', 'guardar'>;
let marcarMock: Simulada<'cupo', 'marcarAportes'>;

const BASE: TipoCredito = tipoCreditoDePrueba({
  id_tipo_credito: 1,
  nombre: 'Libre Inversión',
  plazo_maximo: 36,
  plazo_minimo: 1,
  veces_ahorro: 3,
  cupo_por: 'todos',
});
const TIPOS: TipoCredito[] = [
  BASE,
  { ...BASE, id_tipo_credito: 2, nombre: 'Educativo', veces_ahorro: 2, porcentaje_salario: 0.3, cupo_por: 'tipo' },
  { ...BASE, id_tipo_credito: 3, nombre: 'Calamidad', veces_ahorro: null },
];
const APORTES: TipoAporteCupo[] = [
  { id_tipo_aporte: 1, nombre: 'Ahorro Permanente', orden: 1, cuenta_para_cupo: true },
  { id_tipo_aporte: 2, nombre: 'Ahorro Programado', orden: 2, cuenta_para_cupo: false },
  { id_tipo_aporte: 3, nombre: 'Aportes Sociales', orden: 3, cuenta_para_cupo: false },
];

beforeEach(() => {
  simularPantalla(false);
  comoSuperadmin();
  simular('tiposCredito', 'listar', TIPOS);
  guardarMock = simular('tiposCredito', 'guardar');
  simular('cupo', 'tiposAporte', APORTES);
  marcarMock = simular('cupo', 'marcarAportes');
});

test('la columna Cupo resume la regla de cada tipo', async () => {
  renderizarRuta('/admin/tipos-credito');
  const fila = async (nombre: string) => (await screen.findByText(nombre)).closest('tr')!;
  expect(await fila('Libre Inversión')).toHaveTextContent(
    '3 veces el ahorro (todos los créditos) · cuotas hasta 50.00 % del salario',
  );
  expect(await fila('Educativo')).toHaveTextContent('2 veces el ahorro · cuotas hasta 30.00 % del salario');
  expect(await fila('Calamidad')).toHaveTextContent('Sin cupo');
});

test('el modal edita veces el ahorro, el porcentaje del salario (en %) y qué saldo descuenta', async () => {
  guardarMock.mockResolvedValue(TIPOS[1]!);
  renderizarRuta('/admin/tipos-credito');
  fireEvent.click(await screen.findByRole('button', { name: 'Editar Educativo' }));
  const modal = await dialogo('Editar Tipo de Crédito');
  const veces = within(modal).getByRole('spinbutton', { name: 'Veces el ahorro' });
  const porcentaje = within(modal).getByRole('spinbutton', { name: 'Porcentaje máximo del salario para cuotas (%)' });
  expect(veces).toHaveValue('2');
  expect(porcentaje).toHaveValue('30');
  fireEvent.change(veces, { target: { value: '2.5' } });
  fireEvent.change(porcentaje, { target: { value: '45' } });
  await elegir(within(modal).getByRole('combobox', { name: 'El cupo descuenta el saldo de' }), 'Todos los créditos');
  fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
  await waitFor(() => expect(guardarMock).toHaveBeenCalledTimes(1));
  expect(guardarMock.mock.calls[0]![0].cuerpo).toMatchObject({
    id_tipo_credito: 2,
    veces_ahorro: 2.5,
    porcentaje_salario: 0.45,
    cupo_por: 'todos',
  });
});

test('vaciar los campos quita la regla (null)', async () => {
  guardarMock.mockResolvedValue(TIPOS[1]!);
  renderizarRuta('/admin/tipos-credito');
  fireEvent.click(await screen.findByRole('button', { name: 'Editar Educativo' }));
  const modal = await dialogo('Editar Tipo de Crédito');
  fireEvent.change(within(modal).getByRole('spinbutton', { name: 'Veces el ahorro' }), { target: { value: '' } });
  fireEvent.change(within(modal).getByRole('spinbutton', { name: /Porcentaje máximo/ }), { target: { value: '' } });
  fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
  await waitFor(() => expect(guardarMock).toHaveBeenCalledTimes(1));
  expect(guardarMock.mock.calls[0]![0].cuerpo).toMatchObject({ veces_ahorro: null, porcentaje_salario: null });
});

test("'Aportes que cuentan para el cupo': casillas con la marca de cada tipo; Guardar manda los marcados", async () => {
  marcarMock.mockResolvedValue(APORTES.map((a) => ({ ...a, cuenta_para_cupo: a.id_tipo_aporte !== 3 })));
  renderizarRuta('/admin/tipos-credito');
  const grupo = await screen.findByRole('group', { name: 'Aportes que cuentan para el cupo' });
  await waitFor(() => expect(within(grupo).getByRole('checkbox', { name: 'Ahorro Permanente' })).toBeChecked());
  expect(within(grupo).getByRole('checkbox', { name: 'Ahorro Programado' })).not.toBeChecked();
  fireEvent.click(within(grupo).getByRole('checkbox', { name: 'Ahorro Programado' }));
  fireEvent.click(screen.getByRole('button', { name: 'Guardar aportes del cupo' }));
  await waitFor(() => expect(marcarMock).toHaveBeenCalledTimes(1));
  expect(marcarMock.mock.calls[0]![0].cuerpo).toEqual({ ids: [1, 2] });
  expect(await screen.findByText('Aportes del cupo guardados')).toBeInTheDocument();
});
